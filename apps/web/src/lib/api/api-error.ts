// Errors the API client raises: a catalogue error from the server, or a missing required parameter.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly details?: { field: string; problem: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A required call parameter was null or undefined: the call is not sent. */
export class RequiredError extends Error {
  constructor(readonly field: string) {
    super(`${field} was null or undefined`);
    this.name = 'RequiredError';
  }
}

export function requireParams(params: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) throw new RequiredError(name);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

// Server error catalogue (calls-spec.md §8). One table maps each code to its HTTP status and the
// user message; clients and the API both read it from here.

export const FALLBACK_SERVER_MESSAGE = 'This is an error from API.';

export const ServerErrorCatalogue = {
  400000: { name: 'BAD_REQUEST', status: 400, message: 'Invalid request format' },
  400601: {
    name: 'LIMIT_EXCEEDED',
    status: 400,
    message: 'Attempt limit exceeded, please try after some time.',
  },
  400700: { name: 'PARAMETER_VIOLATION', status: 400, message: 'Invalid request format.' },
  400701: { name: 'FOREIGN_KEY_VIOLATION', status: 400, message: 'Resource not exists.' },
  400702: { name: 'PHONE_NUMBER_FORMAT', status: 400, message: 'Invalid phone number format.' },
  400800: { name: 'UNIQUE_VIOLATION', status: 400, message: 'Resource already exists.' },
  400900: { name: 'DUPLICATE_ENTITY', status: 400, message: null },
  401000: { name: 'UNAUTHORIZED', status: 401, message: null },
  401600: { name: 'DISABLED_USER', status: 401, message: 'User has been disabled.' },
  401700: { name: 'INVALID_USERNAME_OR_PASSWORD', status: 401, message: null },
  401701: { name: 'TOKEN_EXPIRED', status: 401, message: 'Token expired.' },
  401702: { name: 'USER_NOT_EXIST', status: 401, message: null },
  401703: { name: 'NEW_PASSWORD_REQUIRED', status: 401, message: null },
  // Not in the original catalogue: the ticket of a firmware image link (decision 3003), which the
  // bridge presents instead of a session. Expired: ask the API for a new link; invalid: altered,
  // forged, or issued for another image.
  401710: { name: 'FIRMWARE_LINK_EXPIRED', status: 401, message: 'Firmware download link expired.' },
  401711: { name: 'FIRMWARE_LINK_INVALID', status: 401, message: 'Firmware download link invalid.' },
  403000: { name: 'FORBIDDEN', status: 403, message: 'Permission denied.' },
  404000: { name: 'NOT_FOUND', status: 404, message: 'Resource not found.' },
  409800: { name: 'RESTRICTION', status: 409, message: 'Resource has been used and cannot be deleted.' },
  // Not in the original catalogue: a firmware image the brand withdrew (decision 3002), told apart
  // from an id that never existed so the portal can say why an offered update is refused.
  410100: { name: 'FIRMWARE_WITHDRAWN', status: 410, message: 'Firmware image withdrawn.' },
  500000: { name: 'UNHANDLED', status: 500, message: 'Sorry, unexpected error.' },
  500100: { name: 'IMAGE_UPLOAD_ERROR', status: 500, message: 'Fail to upload image.' },
} as const satisfies Record<number, { name: string; status: number; message: string | null }>;

export type ServerErrorCode = keyof typeof ServerErrorCatalogue;
export type ServerErrorName = (typeof ServerErrorCatalogue)[ServerErrorCode]['name'];

export const ServerErrorCodes = Object.keys(ServerErrorCatalogue).map(Number) as ServerErrorCode[];

export function isServerErrorCode(code: unknown): code is ServerErrorCode {
  return typeof code === 'number' && code in ServerErrorCatalogue;
}

/** The message a user sees for a code; unknown codes and codes without a message fall back. */
export function serverErrorMessage(code: unknown): string {
  if (!isServerErrorCode(code)) return FALLBACK_SERVER_MESSAGE;
  return ServerErrorCatalogue[code].message ?? FALLBACK_SERVER_MESSAGE;
}

/** The body every failed API call returns. */
export interface ApiErrorBody {
  code: number;
  message: string;
  /** Field-level detail for validation errors (JSON pointer → problem); never internal text. */
  details?: { field: string; problem: string }[];
}

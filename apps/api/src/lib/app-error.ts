import { ServerErrorCatalogue, type ServerErrorCode } from '@dealer/contracts';

/** An error a client may see: a catalogue code, and optionally which fields were wrong. */
export class AppError extends Error {
  readonly code: ServerErrorCode;
  readonly details: { field: string; problem: string }[] | undefined;

  constructor(code: ServerErrorCode, details?: { field: string; problem: string }[], internal?: string) {
    super(internal ?? ServerErrorCatalogue[code].name);
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ServerErrorCatalogue[this.code].status;
  }
}

export const notFound = () => new AppError(404000);
export const forbidden = () => new AppError(403000);
export const badInput = (field: string, problem: string) => new AppError(400700, [{ field, problem }]);

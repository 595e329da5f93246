// The global error handler: every failure leaves as {code, message[, details]} from the catalogue,
// with the catalogue's HTTP status. Internal text (stack, SQL, library messages) is logged, never sent.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ServerErrorCatalogue,
  serverErrorMessage,
  type ServerErrorCode,
  type ApiErrorBody,
} from '@dealer/contracts';
import { reportServerError } from '@dealer/server-env/telemetry';
import { AppError } from '../lib/app-error.ts';

interface PgLikeError {
  code?: string;
  cause?: unknown;
}

/** Drizzle wraps driver errors (DrizzleQueryError) with the PostgreSQL error as `cause`. */
function sqlState(err: PgLikeError): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as PgLikeError).cause, depth++
  ) {
    const code = (e as PgLikeError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** PostgreSQL SQLSTATE → catalogue code for constraint failures the services did not pre-empt. */
function fromPostgres(err: PgLikeError): ServerErrorCode | undefined {
  switch (sqlState(err)) {
    case '23505':
      return 400800; // unique_violation
    case '23503':
      return 400701; // foreign_key_violation
    case '23502':
    case '23514':
    case '22P02':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
      return 400700; // not null, check, invalid text representation, too long, out of range, datetime
    default:
      return undefined;
  }
}

export function toErrorBody(code: ServerErrorCode, details?: ApiErrorBody['details']): ApiErrorBody {
  return { code, message: serverErrorMessage(code), ...(details?.length ? { details } : {}) };
}

/** Errors the router raises before any hook: a path parameter over 100 characters, a malformed URL. */
export function routerErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const problem = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path parameter is too long' : 'is malformed';
  void reply.status(400).send(toErrorBody(400700, [{ field: 'url', problem }]));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raw: unknown, request, reply) => {
    const error = raw as FastifyError & PgLikeError;
    let code: ServerErrorCode;
    let details: ApiErrorBody['details'];
    if (raw instanceof AppError) {
      code = raw.code;
      details = raw.details;
    } else if (error.validation) {
      code = 400700;
      details = error.validation.map((v) => ({
        field: `${error.validationContext ?? 'request'}${v.instancePath || ''}`,
        problem: v.message ?? 'is invalid',
      }));
    } else if (
      error.code?.startsWith('FST_ERR_CTP') ||
      error.statusCode === 400 ||
      error.statusCode === 413 ||
      error.statusCode === 415
    ) {
      code = 400000; // unparsable body, wrong content type, body too large
    } else if (error.statusCode === 429) {
      code = 400601;
    } else {
      code = fromPostgres(error) ?? 500000;
    }
    if (code === 500000) {
      request.log.error({ reqId: request.id, err: error }, 'unhandled error');
      reportServerError(error); // to the Sentry-compatible server when SENTRY_DSN is set
    } else request.log.debug({ reqId: request.id, code, err: error.message }, 'request refused');
    // A rate limit answers 429 with the catalogue's 400601 (the catalogue's own status is 400).
    const limited = (raw instanceof AppError && raw.status === 429) || error.statusCode === 429;
    if (limited && raw instanceof AppError && 'retryAfterSeconds' in raw)
      reply.header('retry-after', String(raw.retryAfterSeconds));
    const status = limited ? 429 : ServerErrorCatalogue[code].status;
    return reply.status(status).send(toErrorBody(code, details));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(toErrorBody(404000));
  });
}

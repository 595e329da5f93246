// Every failure leaves as {code, message, action?, component?} with the bridge catalogue's status.
// Internal error text is logged, never sent.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reportServerError } from '@dealer/server-env/telemetry';
import { BridgeError } from '../lib/bridge-error.ts';

/** Errors the router raises before any hook: a path parameter over 100 characters, a malformed URL. */
export function routerErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const problem =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path parameter is too long' : 'malformed URL';
  void reply.code(400).send(new BridgeError(400004, `Invalid parameter value: ${problem}`).body());
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<Error>((thrown, request, reply) => {
    const error = thrown as FastifyError;
    let bridgeError: BridgeError;
    if (thrown instanceof BridgeError) bridgeError = thrown;
    else if (error.validation) {
      const typeProblem = error.validation.some((v) => v.keyword === 'type');
      bridgeError = new BridgeError(
        typeProblem ? 400005 : 400004,
        `${typeProblem ? 'Invalid parameter type' : 'Invalid parameter value'}: ${error.validationContext ?? 'request'} ${error.validation[0]?.instancePath ?? ''} ${error.validation[0]?.message ?? ''}`.trim(),
        { reason: 'invalid_request' },
      );
    } else if (
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.statusCode === 400
    ) {
      bridgeError = new BridgeError(400005, 'Invalid request body', { reason: 'invalid_request' });
    } else if (error.statusCode === 413) {
      bridgeError = new BridgeError(400004, 'Request body too large', { reason: 'invalid_request' });
    } else {
      bridgeError = new BridgeError(500999);
      reportServerError(error); // to the Sentry-compatible server when SENTRY_DSN is set
    }
    const level = bridgeError.status >= 500 ? 'error' : 'warn';
    request.log[level](
      { err: error, code: bridgeError.code },
      `${bridgeError.code} ${bridgeError.message}${thrown instanceof BridgeError && thrown.cause ? ` (${thrown.cause instanceof Error ? thrown.cause.message : JSON.stringify(thrown.cause)})` : ''}`,
    );
    return reply.code(bridgeError.status).send(bridgeError.body());
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(new BridgeError(300102, `No bridge call ${request.method} ${request.url.split('?')[0]}`).body()),
  );
}

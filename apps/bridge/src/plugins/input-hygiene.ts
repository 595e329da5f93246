// One gate for text no bridge call can take: a NUL or an unpaired surrogate anywhere in the path
// parameters, query, headers or JSON body is refused with 400004 naming the field, before any
// route's validation or handler runs. Registered on the root instance, so it holds for every route.
import type { FastifyInstance } from 'fastify';
import { findUnsafeText } from '@dealer/contracts';
import { BridgeError } from '../lib/bridge-error.ts';

export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnsafeText(request.params, 'params') ??
      findUnsafeText(request.query, 'querystring') ??
      findUnsafeText(request.headers, 'headers') ??
      findUnsafeText(request.body, 'body');
    if (found)
      throw new BridgeError(400004, `Invalid parameter value: ${found.field} ${found.problem}`, {
        reason: 'invalid_request',
      });
  });
}

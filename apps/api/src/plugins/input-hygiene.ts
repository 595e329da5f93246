// One gate for text no route can take: a NUL or an unpaired surrogate anywhere in the path
// parameters, query, headers or JSON body is refused with 400700 naming the field, before any
// route's validation or handler runs (PostgreSQL would otherwise fail on 0x00 with a 500).
// Registered on the root instance, so it holds for every route, present and future.
import type { FastifyInstance } from 'fastify';
import { findUnsafeText } from '@dealer/contracts';
import { AppError } from '../lib/app-error.ts';

export function registerInputHygiene(app: FastifyInstance): void {
  // Callback style: nothing here waits, and an async hook costs every request a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findUnsafeText(request.params, 'params') ??
      findUnsafeText(request.query, 'querystring') ??
      findUnsafeText(request.headers, 'headers') ??
      findUnsafeText(request.body, 'body');
    done(found ? new AppError(400700, [found]) : undefined);
  });
}

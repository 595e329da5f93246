// Service book calls (calls-spec.md "Service book") plus PATCH to mark an entry done.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParam, ok, PageOf } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import {
  CreateEntryBody,
  EntrySchema,
  EntryVersionSchema,
  ListEntriesQuery,
  UpdateEntryBody,
} from './service-book.schemas.ts';
import * as service from './service-book.service.ts';

export const serviceBookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['service book'], security: [{ bearer: [] }] };

  app.post(
    '/service_book/',
    {
      config: { access: 'manage_bike_info' },
      schema: {
        ...common,
        summary: 'Add an entry to a bike’s service book',
        body: CreateEntryBody,
        response: { 200: ok(EntrySchema) },
      },
    },
    async (request) => ({ result: await service.createEntry(db, requireUser(request), request.body) }),
  );

  app.get(
    '/service_book/',
    {
      config: { access: 'get_bike_info' },
      schema: {
        ...common,
        summary: 'A bike’s service book (with vin) or the shop’s latest entries, newest first',
        querystring: ListEntriesQuery,
        response: { 200: ok(PageOf(EntrySchema)) },
      },
    },
    async (request) => ({ result: await service.listEntries(db, requireUser(request), request.query) }),
  );

  app.patch(
    '/service_book/:id',
    {
      config: { access: 'manage_bike_info' },
      schema: {
        ...common,
        summary: 'Mark a pending entry done and/or change its fields (the replaced version is kept)',
        params: IdParam,
        body: UpdateEntryBody,
        response: { 200: ok(EntrySchema) },
      },
    },
    async (request) => ({
      result: await service.updateEntry(db, requireUser(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/service_book/:id/versions',
    {
      config: { access: 'get_bike_info' },
      schema: {
        ...common,
        summary: 'The versions an entry’s edits replaced, newest first',
        params: IdParam,
        response: { 200: ok(Type.Array(EntryVersionSchema)) },
      },
    },
    async (request) => ({
      result: await service.entryVersions(db, requireUser(request), request.params.id),
    }),
  );

  app.delete(
    '/service_book/:id',
    {
      config: { access: 'manage_bike_info' },
      schema: {
        ...common,
        summary: 'Delete a pending entry (done entries are history: 409800)',
        params: IdParam,
        response: { 200: ok(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request) => ({ result: await service.deleteEntry(db, requireUser(request), request.params.id) }),
  );
};

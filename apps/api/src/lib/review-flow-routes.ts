// Warranty claims, parts orders and order cases share one shape of calls: a page of what the caller may
// see, the service center's review queue, and POSTs on one object (a move, a review, a comment) that
// answer the changed object. These two builders declare such a route in one line of its module, with
// the same access rule, schemas and {result: …} body a hand-written route has.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { IdParam, ok, PageOf } from './schema.ts';
import { requireUser, type CurrentUser, type RouteAccess } from '../plugins/access.ts';

/**
 * Any Fastify instance: TypeBox's type provider cannot resolve a schema that is still a type parameter,
 * so the builders type the request themselves and the callers' functions type the answers.
 */
type App = Pick<FastifyInstance, 'get' | 'post'>;

interface Flow<Item extends TSchema> {
  tags: string[];
  /** The object the routes answer, e.g. ClaimSchema. */
  item: Item;
}

interface Page<Item extends TSchema> {
  items: Static<Item>[];
  page: number;
  page_size: number;
  total: number;
}

export function reviewFlowRoutes<Item extends TSchema>(app: App, flow: Flow<Item>) {
  const common = { tags: flow.tags, security: [{ bearer: [] }] };
  return {
    /** GET `url`: one page of the objects the caller may see, filtered by `querystring`. */
    page<Query extends TSchema>(
      url: string,
      access: RouteAccess,
      summary: string,
      querystring: Query,
      list: (user: CurrentUser, query: Static<Query>) => Promise<Page<Item>>,
    ) {
      app.get(
        url,
        {
          config: { access },
          schema: { ...common, summary, querystring, response: { 200: ok(PageOf(flow.item)) } },
        },
        async (request: FastifyRequest<{ Querystring: Static<Query> }>) => ({
          result: await list(requireUser(request), request.query as Static<Query>),
        }),
      );
    },
    /** POST `url` (with `:id`) and a body: answers the changed object. */
    action<Body extends TSchema>(
      url: string,
      access: RouteAccess,
      summary: string,
      body: Body,
      run: (user: CurrentUser, id: number, body: Static<Body>) => Promise<Static<Item>>,
    ) {
      app.post(
        url,
        {
          config: { access },
          schema: { ...common, summary, params: IdParam, body, response: { 200: ok(flow.item) } },
        },
        async (request: FastifyRequest<{ Params: { id: number }; Body: Static<Body> }>) => ({
          result: await run(requireUser(request), request.params.id, request.body as Static<Body>),
        }),
      );
    },
  };
}

// Help desk calls (calls-spec.md "Help desk"): /zendesk/* over the built-in knowledge base or a
// Zendesk Help Center. Reads need a signed-in user; the media proxy is public (images in article
// bodies are loaded by <img> tags, which send no Authorization header).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/access.ts';
import {
  ArticleSchema,
  CategorySchema,
  DEFAULT_LOCALE,
  forBrand,
  LanguageSchema,
  SearchResultSchema,
  SectionSchema,
} from './help-centre.types.ts';
import {
  BigIdParam,
  MediaQuery,
  OptionalLanguage,
  SectionArticleQuery,
  ArticleListQuery,
  SearchQuery,
  SectionQuery,
  TicketBody,
  TicketSchema,
} from './help-centre.schemas.ts';
import { HelpCentreService, zendeskOf } from './help-centre.service.ts';
import { limited } from '../../plugins/rate-limits.ts';

export const helpCentreRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new HelpCentreService(
    app.ctx.db,
    app.ctx.config,
    () => app.ctx.cacheVersions.referenceVersion,
  );
  const { kb } = service;
  const common = { tags: ['help centre'], security: [{ bearer: [] }] };
  // The built-in knowledge base's categories and sections are reference data (ETag and 304:
  // plugins/reference-etag.ts); Zendesk's are not versioned by our database.
  const names = { access: 'user' as const, referenceData: zendeskOf(app.ctx.config) === undefined };

  app.get(
    '/zendesk/language',
    {
      config: { access: 'user' },
      schema: {
        ...common,
        summary: 'Languages of the help centre',
        response: { 200: ok(Type.Array(LanguageSchema)) },
      },
    },
    async () => ({
      result: await kb.languages(),
    }),
  );

  app.get(
    '/zendesk/category',
    {
      config: names,
      schema: {
        ...common,
        summary: 'Categories (eight fixed ids), in display order',
        querystring: OptionalLanguage,
        response: { 200: ok(Type.Array(CategorySchema)) },
      },
    },
    async (request) => ({ result: await kb.categories(request.query.language ?? DEFAULT_LOCALE) }),
  );

  app.get(
    '/zendesk/section',
    {
      config: names,
      schema: {
        ...common,
        summary: 'Sections, optionally of one category',
        querystring: SectionQuery,
        response: { 200: ok(Type.Array(SectionSchema)) },
      },
    },
    async (request) => {
      const sections = await kb.sections(request.query.language ?? DEFAULT_LOCALE);
      const { category_id } = request.query;
      return { result: category_id ? sections.filter((s) => s.category_id === category_id) : sections };
    },
  );

  app.get(
    '/zendesk/category/:id/article',
    {
      config: { access: 'user' },
      schema: {
        ...common,
        summary: 'Articles of a category',
        params: BigIdParam,
        querystring: ArticleListQuery,
        response: { 200: ok(Type.Array(ArticleSchema)) },
      },
    },
    async (request) => {
      await service.assertCategory(request.params.id);
      return {
        result: forBrand(
          await kb.categoryArticles(request.params.id, request.query.language ?? DEFAULT_LOCALE),
          request.query.brand_id,
        ),
      };
    },
  );

  app.get(
    '/zendesk/section/:id/article',
    {
      config: { access: 'user' },
      schema: {
        ...common,
        summary: 'Articles of a section in a language',
        params: BigIdParam,
        querystring: SectionArticleQuery,
        response: { 200: ok(Type.Array(ArticleSchema)) },
      },
    },
    async (request) => {
      await service.assertSection(request.params.id);
      const articles = await kb.sectionArticles(request.params.id, request.query.language);
      return { result: forBrand(articles, request.query.brand_id) };
    },
  );

  app.get(
    '/zendesk/article/:id',
    {
      config: { access: 'user' },
      schema: {
        ...common,
        summary: 'One article (English when no translation exists)',
        params: BigIdParam,
        querystring: OptionalLanguage,
        response: { 200: ok(ArticleSchema) },
      },
    },
    async (request) => {
      const article = await kb.article(request.params.id, request.query.language ?? DEFAULT_LOCALE);
      if (!article) throw notFound();
      return { result: article };
    },
  );

  app.get(
    '/zendesk/article',
    {
      config: { access: 'user' },
      schema: {
        ...common,
        summary: 'Full-text search over titles, bodies and error-code tags, best first',
        querystring: SearchQuery,
        response: { 200: ok(Type.Array(SearchResultSchema)) },
      },
    },
    async (request) => ({
      result: forBrand(
        await kb.search(request.query.query.trim(), request.query.language),
        request.query.brand_id,
      ),
    }),
  );

  app.post(
    '/zendesk/ticket',
    {
      config: { access: 'user', ...limited('mail') },
      schema: {
        ...common,
        summary: 'Contact us: stored, mailed to the service center (and created in Zendesk when configured)',
        body: TicketBody,
        response: { 200: ok(TicketSchema) },
      },
    },
    async (request) => ({
      result: await service.createTicket(requireUser(request), request.body, request.log),
    }),
  );

  app.delete(
    '/zendesk/session',
    {
      config: { access: 'user' },
      schema: {
        ...common,
        summary: 'End the help-centre session (called on logout)',
        response: { 200: ok(Type.Object({ ended: Type.Boolean() })) },
      },
    },
    // The API holds no per-user help-centre session (Zendesk is reached with the API token), so
    // there is nothing to revoke; the call exists so the portal's logout sequence succeeds.
    async () => ({ result: { ended: true } }),
  );

  app.get(
    '/zendesk/media',
    {
      config: { access: 'public' },
      schema: {
        tags: ['help centre'],
        summary: 'Image of a help article, only from the help centre host',
        querystring: MediaQuery,
      },
    },
    async (request, reply) => {
      const media = await service.media(request.query.img_url);
      return (
        reply
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          // SVGs can carry script; served from our origin they must not run it.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .type(media.contentType)
          .send(media.bytes)
      );
    },
  );
};

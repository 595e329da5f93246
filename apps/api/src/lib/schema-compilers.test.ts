import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { sharedSchemaCompilers } from './schema-compilers.ts';

const { buildValidator, buildSerializer } = sharedSchemaCompilers as unknown as {
  buildValidator: (ext: object, options: object) => (route: object) => (data: unknown) => boolean;
  buildSerializer: (ext: object, options?: object) => (route: object) => (doc: unknown) => string;
};
const route = (schema: object) => ({ schema, method: 'GET', url: '/x', httpPart: 'querystring' });
const coerce = { customOptions: { coerceTypes: 'array' as const } };

describe('schema compilers shared by every app of the process', () => {
  it('compiles a schema once per options, however many apps and objects carry its text', () => {
    const first = buildValidator({}, coerce)(route(Type.Object({ page: Type.Integer() })));
    const again = buildValidator({}, coerce)(route(Type.Object({ page: Type.Integer() })));
    expect(again).toBe(first);
    expect(buildValidator({}, { customOptions: {} })(route(Type.Object({ page: Type.Integer() })))).not.toBe(
      first,
    );
    expect(buildValidator({}, coerce)(route(Type.Object({ page: Type.String() })))).not.toBe(first);
    const serialize = buildSerializer({})(route(Type.Object({ id: Type.Integer() })));
    expect(buildSerializer({})(route(Type.Object({ id: Type.Integer() })))).toBe(serialize);
    expect(serialize({ id: 7, secret: 'x' })).toBe('{"id":7}');
  });

  it('validates and serialises in a Fastify app as its default compilers do', async () => {
    const build = async () => {
      const app = Fastify({
        ajv: coerce,
        schemaController: { compilersFactory: sharedSchemaCompilers },
      });
      app.get(
        '/n',
        {
          schema: {
            querystring: Type.Object({ n: Type.Integer({ maximum: 9 }) }),
            response: { 200: Type.Object({ n: Type.Integer() }) },
          },
        },
        async (request) => ({ n: (request.query as { n: number }).n, extra: true }),
      );
      return app;
    };
    for (const app of [await build(), await build()]) {
      expect((await app.inject('/n?n=3')).body).toBe('{"n":3}');
      expect((await app.inject('/n?n=12')).statusCode).toBe(400);
      await app.close();
    }
  });
});

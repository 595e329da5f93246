// keptResults: the route's own schema shapes the text, a kept object is serialized once, and a new
// object (the memo reloaded) is answered with its own data.
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { keptResults } from './kept-answer.ts';

describe('keptResults', () => {
  it("answers the route's serialization of the kept object, made once per object", async () => {
    const app = Fastify();
    const answer = keptResults();
    let kept: { name: string; secret?: string } = { name: 'first', secret: 'not in the schema' };
    let built = 0;
    app.get(
      '/kept',
      {
        schema: {
          response: {
            200: {
              type: 'object',
              properties: { result: { type: 'object', properties: { name: { type: 'string' } } } },
            },
          },
        },
      },
      async (_request, reply) => {
        // Counts the route serializer's runs.
        const serialize = reply.serialize.bind(reply);
        reply.serialize = (payload) => {
          built++;
          return serialize(payload);
        };
        return answer(reply, kept);
      },
    );
    const get = () => app.inject({ method: 'GET', url: '/kept' });

    const first = await get();
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.body).toBe('{"result":{"name":"first"}}');
    expect((await get()).body).toBe(first.body);
    expect(built).toBe(1);

    kept = { name: 'changed' };
    expect((await get()).body).toBe('{"result":{"name":"changed"}}');
    expect(built).toBe(2);
    await app.close();
  });
});

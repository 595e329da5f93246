// keptAnswers: the route's own schema shapes the text, a kept object is serialized once, and a new
// object (the memo reloaded) is answered with its own data.
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { keptAnswers } from './kept-answer.ts';

describe('keptAnswers', () => {
  it("answers the route's serialization of the kept object, made once per object", async () => {
    const app = Fastify();
    const answer = keptAnswers();
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
        const value = kept;
        return answer(reply, value, () => {
          built++;
          return { result: value };
        });
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

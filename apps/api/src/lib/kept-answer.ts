// Hot reads whose data comes from a memo (reference lists, the signed-in user's account) answer the
// same object to call after call. Their JSON text is made once per kept object, by the route's own
// response serializer, and sent as it is: otherwise every call serialized the same object again, the
// largest piece of such a read's own time after the access log (bench/api, issue 13).
import type { FastifyReply } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A sender for one route: `send(reply, kept, body)` answers `body` (built around `kept`), serialized
 * by the route's schema the first time this `kept` object is answered and reused while it is the
 * same object. A new object (the memo reloaded it) is serialized afresh; old texts go with their
 * objects (WeakMap).
 */
export function keptAnswers(): (reply: FastifyReply, kept: object, body: () => unknown) => FastifyReply {
  const texts = new WeakMap<object, string>();
  return (reply, kept, body) => {
    let text = texts.get(kept);
    if (text === undefined) {
      // The route's JSON serializer (fast-json-stringify) makes a string; Fastify types it wider.
      text = reply.serialize(body()) as string;
      texts.set(kept, text);
    }
    return reply.type(JSON_TYPE).send(text);
  };
}

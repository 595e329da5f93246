// Hot reads whose data comes from a memo (reference lists, the signed-in user's account) answer the
// same object to call after call. Their JSON text is made once per kept object, by the route's own
// response serializer, and sent as it is: otherwise every call serialized the same object again, the
// largest piece of such a read's own time after the access log (bench/api, issue 13).
import type { FastifyReply } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A sender for one route: `send(reply, kept)` answers `{ result: kept }` (the API's envelope, `ok()`),
 * serialized by the route's schema the first time this `kept` object is answered and reused while
 * it is the same object. A new object (the memo reloaded it) is serialized afresh; old texts go with
 * their objects (WeakMap).
 */
export function keptResults(): (reply: FastifyReply, kept: object) => FastifyReply {
  const texts = new WeakMap<object, string>();
  return (reply, kept) => {
    let text = texts.get(kept);
    if (text === undefined) {
      // The route's JSON serializer (fast-json-stringify) makes a string; Fastify types it wider.
      text = reply.serialize({ result: kept }) as string;
      texts.set(kept, text);
    }
    return reply.type(JSON_TYPE).send(text);
  };
}

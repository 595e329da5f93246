// Types of a call, derived from a generated OpenAPI `paths` type (openapi-typescript): one set of
// helpers for both generated clients, the API's (api-schema.gen.ts) and the bridge's (bridge-schema.gen.ts).
export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

type Op<Paths, P extends keyof Paths, M extends HttpMethod> = Paths[P] extends Record<M, infer O> ? O : never;

export type MethodOf<Paths, P extends keyof Paths> = {
  [M in HttpMethod]: Op<Paths, P, M> extends never
    ? never
    : [Op<Paths, P, M>] extends [undefined]
      ? never
      : M;
}[HttpMethod];

/** The JSON body of the 200 answer. */
export type JsonResponseOf<Paths, P extends keyof Paths, M extends HttpMethod> =
  Op<Paths, P, M> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : unknown;

/** never and undefined (an optional `?: never`) both mean "this operation has none". */
type Present<T> = [NonNullable<T>] extends [never] ? never : NonNullable<T>;

type RequestBodyOf<O> = O extends { requestBody?: infer R } ? Present<R> : never;
export type BodyOf<Paths, P extends keyof Paths, M extends HttpMethod> = [
  RequestBodyOf<Op<Paths, P, M>>,
] extends [never]
  ? never
  : RequestBodyOf<Op<Paths, P, M>> extends { content: { 'application/json': infer B } }
    ? B
    : never;

export type QueryOf<Paths, P extends keyof Paths, M extends HttpMethod> =
  Op<Paths, P, M> extends { parameters: { query?: infer Q } } ? Present<Q> : never;

export type PathParamsOf<Paths, P extends keyof Paths, M extends HttpMethod> =
  Op<Paths, P, M> extends { parameters: { path?: infer Q } } ? Present<Q> : never;

/** `body`, `query` and `params` are required when the operation has them and forbidden otherwise. */
type Optional<K extends string, T> = [T] extends [never] ? { [Key in K]?: never } : { [Key in K]: T };
export type CallInput<Paths, P extends keyof Paths, M extends HttpMethod> = Optional<
  'body',
  BodyOf<Paths, P, M>
> &
  Optional<'query', QueryOf<Paths, P, M>> &
  Optional<'params', PathParamsOf<Paths, P, M>>;

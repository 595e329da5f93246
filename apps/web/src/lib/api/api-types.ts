// Types of the API calls, derived from the generated OpenAPI types (lib/api-schema.gen.ts,
// written by scripts/generate-api-types.mjs from the API's route schemas).
import type { paths as GeneratedPaths } from '../api-schema.gen.ts';

export type ApiPaths = GeneratedPaths;
export type ApiPath = keyof ApiPaths & string;
export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

type Op<P extends ApiPath, M extends HttpMethod> = ApiPaths[P] extends Record<M, infer O> ? O : never;

export type MethodOf<P extends ApiPath> = {
  [M in HttpMethod]: Op<P, M> extends never ? never : [Op<P, M>] extends [undefined] ? never : M;
}[HttpMethod];

export type ResultOf<P extends ApiPath, M extends HttpMethod> =
  Op<P, M> extends { responses: { 200: { content: { 'application/json': { result: infer R } } } } } ? R : unknown;

/** never and undefined (an optional `?: never`) both mean "this operation has none". */
type Present<T> = [NonNullable<T>] extends [never] ? never : NonNullable<T>;

type RequestBodyOf<O> = O extends { requestBody?: infer R } ? Present<R> : never;
export type BodyOf<P extends ApiPath, M extends HttpMethod> =
  [RequestBodyOf<Op<P, M>>] extends [never] ? never : RequestBodyOf<Op<P, M>> extends { content: { 'application/json': infer B } } ? B : never;

export type QueryOf<P extends ApiPath, M extends HttpMethod> =
  Op<P, M> extends { parameters: { query?: infer Q } } ? Present<Q> : never;

export type PathParamsOf<P extends ApiPath, M extends HttpMethod> =
  Op<P, M> extends { parameters: { path?: infer Q } } ? Present<Q> : never;

// Types of the API calls, derived from the generated OpenAPI types (lib/api-schema.gen.ts,
// written by scripts/generate-api-types.mjs from the API's route schemas).
import type { paths as GeneratedPaths } from '../api-schema.gen.ts';
import type * as T from '../openapi/path-types.ts';

export type ApiPaths = GeneratedPaths;
export type ApiPath = Extract<keyof ApiPaths, string>;
export type HttpMethod = T.HttpMethod;
export type MethodOf<P extends ApiPath> = T.MethodOf<ApiPaths, P>;
/** The API wraps every answer in `{result}`. */
export type ResultOf<P extends ApiPath, M extends HttpMethod> =
  T.JsonResponseOf<ApiPaths, P, M> extends { result: infer R } ? R : unknown;
export type BodyOf<P extends ApiPath, M extends HttpMethod> = T.BodyOf<ApiPaths, P, M>;
export type QueryOf<P extends ApiPath, M extends HttpMethod> = T.QueryOf<ApiPaths, P, M>;
export type PathParamsOf<P extends ApiPath, M extends HttpMethod> = T.PathParamsOf<ApiPaths, P, M>;

// Types of the bridge calls, derived from the generated OpenAPI types of the system bridge
// (bridge-schema.gen.ts, written by scripts/generate-bridge-types.mjs from the bridge's route schemas).
import type { components, paths as GeneratedPaths } from './bridge-schema.gen.ts';

export type BridgePaths = GeneratedPaths;
export type BridgePath = keyof BridgePaths & string;
export type BridgeMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

type Op<P extends BridgePath, M extends BridgeMethod> = BridgePaths[P] extends Record<M, infer O> ? O : never;

export type BridgeMethodOf<P extends BridgePath> = {
  [M in BridgeMethod]: Op<P, M> extends never ? never : [Op<P, M>] extends [undefined] ? never : M;
}[BridgeMethod];

/** The bridge answers its value directly (no `result` wrapper). */
export type BridgeResultOf<P extends BridgePath, M extends BridgeMethod> =
  Op<P, M> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : unknown;

type Present<T> = [NonNullable<T>] extends [never] ? never : NonNullable<T>;
type RequestBodyOf<O> = O extends { requestBody?: infer R } ? Present<R> : never;
export type BridgeBodyOf<P extends BridgePath, M extends BridgeMethod> = [RequestBodyOf<Op<P, M>>] extends [
  never,
]
  ? never
  : RequestBodyOf<Op<P, M>> extends { content: { 'application/json': infer B } }
    ? B
    : never;
export type BridgeQueryOf<P extends BridgePath, M extends BridgeMethod> =
  Op<P, M> extends { parameters: { query?: infer Q } } ? Present<Q> : never;
export type BridgePathParamsOf<P extends BridgePath, M extends BridgeMethod> =
  Op<P, M> extends { parameters: { path?: infer Q } } ? Present<Q> : never;

export type BridgeErrorBody = components['schemas']['BridgeError'];

/** One component as the bridge reads it (GET /v2/bike/basic_info). */
export type BridgeComponent = BridgeResultOf<'/v2/bike/basic_info', 'get'>['components'][number];
export type BridgeBasicInfo = BridgeResultOf<'/v2/bike/basic_info', 'get'>;
export type BridgeConnectionInfo = BridgeResultOf<'/v2/connection', 'post'>;
export type FirmwareUpdateConfig = BridgeBodyOf<'/v2/firmware/{partType}', 'put'>;
export type FirmwareUpdateResult = BridgeResultOf<'/v2/firmware/{partType}', 'put'>;
/** Component names the bridge's {partType} path parameter accepts. */
export type BridgeComponentName = BridgePathParamsOf<'/v2/firmware/{partType}', 'put'>['partType'];

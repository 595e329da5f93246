// Types of the bridge calls, derived from the generated OpenAPI types of the system bridge
// (bridge-schema.gen.ts, written by scripts/generate-bridge-types.mjs from the bridge's route schemas).
import type { components, paths as GeneratedPaths } from './bridge-schema.gen.ts';
import type * as T from '../openapi/path-types.ts';

export type BridgePaths = GeneratedPaths;
export type BridgePath = Extract<keyof BridgePaths, string>;
export type BridgeMethod = T.HttpMethod;
export type BridgeMethodOf<P extends BridgePath> = T.MethodOf<BridgePaths, P>;
/** The bridge answers its value directly (no `result` wrapper). */
export type BridgeResultOf<P extends BridgePath, M extends BridgeMethod> = T.JsonResponseOf<
  BridgePaths,
  P,
  M
>;
export type BridgeBodyOf<P extends BridgePath, M extends BridgeMethod> = T.BodyOf<BridgePaths, P, M>;
export type BridgeQueryOf<P extends BridgePath, M extends BridgeMethod> = T.QueryOf<BridgePaths, P, M>;
type BridgePathParamsOf<P extends BridgePath, M extends BridgeMethod> = T.PathParamsOf<BridgePaths, P, M>;

export type BridgeErrorBody = components['schemas']['BridgeError'];

/** One component as the bridge reads it (GET /v2/bike/basic_info). */
export type BridgeComponent = BridgeResultOf<'/v2/bike/basic_info', 'get'>['components'][number];
export type BridgeBasicInfo = BridgeResultOf<'/v2/bike/basic_info', 'get'>;
export type FirmwareUpdateConfig = BridgeBodyOf<'/v2/firmware/{partType}', 'put'>;
/** Component names the bridge's {partType} path parameter accepts. */
export type BridgeComponentName = BridgePathParamsOf<'/v2/firmware/{partType}', 'put'>['partType'];

// The system bridge client (openapi-fetch underneath): typed calls against the bridge's generated
// OpenAPI types. v2/v3 calls carry the bearer credential, which is the workspace session token
// (StorageKey.sessionToken); v1 calls (status, progress, version) carry none. Failures become
// BridgeError (catalogue code) or BridgeUnreachableError (no bridge answering). Streams: bridge-streams.ts.
import { isBridgeErrorReason, StorageKey } from '@dealer/contracts';
import { env } from '../../config/env.ts';
import { fetchClient, type RawAnswer, type RawCall } from '../openapi/fetch-client.ts';
import type { CallInput } from '../openapi/path-types.ts';
import { readString } from '../storage.ts';
import { BridgeError, BridgeUnreachableError } from './bridge-error.ts';
import type {
  BridgeErrorBody,
  BridgeMethod,
  BridgeMethodOf,
  BridgePath,
  BridgePaths,
  BridgeResultOf,
} from './bridge-types.ts';

export type BridgeRequestOptions<P extends BridgePath, M extends BridgeMethod> = CallInput<
  BridgePaths,
  P,
  M
> & {
  signal?: AbortSignal;
  /** Credential to use instead of the stored session token (e.g. right after POST /workspace/). */
  credential?: string;
  /** Name of the operation for the "{action} Failed" alert when the bridge names none. */
  action?: string;
};

export const bridgeUrl = (path: string) => `${env.bridgeUrl}${path}`;

const needsCredential = (path: string) => path.startsWith('/v2/') || path.startsWith('/v3/');

const call = fetchClient(env.bridgeUrl, [
  {
    onRequest({ request }) {
      request.headers.set('accept', 'application/json');
    },
  },
]);

export async function bridgeRequest<P extends BridgePath, M extends BridgeMethodOf<P>>(
  method: M,
  path: P,
  options?: BridgeRequestOptions<P, M>,
): Promise<BridgeResultOf<P, M>> {
  const o = (options ?? {}) as RawCall & { credential?: string; action?: string };
  const credential = o.credential ?? readString(StorageKey.sessionToken);
  const headers = needsCredential(path) && credential ? { authorization: `Bearer ${credential}` } : undefined;
  let answer: RawAnswer;
  try {
    answer = await call(method, path, { ...o, ...(headers ? { headers } : {}) });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new BridgeUnreachableError(env.bridgeUrl, err);
  }
  if (!answer.response.ok) throw toBridgeError(answer, o.action);
  return answer.data as BridgeResultOf<P, M>;
}

function toBridgeError({ error, response }: RawAnswer, action: string | undefined): BridgeError {
  const body = (error && typeof error === 'object' ? error : {}) as Partial<BridgeErrorBody>;
  return new BridgeError(
    response.status,
    body.code ?? 500999,
    body.message ?? response.statusText,
    body.action ?? action,
    body.component,
    isBridgeErrorReason(body.reason) ? body.reason : 'none',
  );
}

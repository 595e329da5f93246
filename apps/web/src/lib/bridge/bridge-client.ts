// The system bridge client: typed fetch against the bridge's generated OpenAPI types. v2/v3 calls carry
// the bearer credential, which is the workspace session token (StorageKey.sessionToken); v1 calls
// (status, progress, version) carry none. Failures become BridgeError (catalogue code) or
// BridgeUnreachableError (no bridge answering). Streams: bridge-streams.ts.
import { StorageKey } from '@dealer/contracts';
import { env } from '../../config/env.ts';
import { buildUrl } from '../api/client.ts';
import { readString } from '../storage.ts';
import { BridgeError, BridgeUnreachableError } from './bridge-error.ts';
import type {
  BridgeBodyOf,
  BridgeErrorBody,
  BridgeMethod,
  BridgeMethodOf,
  BridgePath,
  BridgePathParamsOf,
  BridgeQueryOf,
  BridgeResultOf,
} from './bridge-types.ts';

type Optional<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : { [P in K]: T };

export type BridgeRequestOptions<P extends BridgePath, M extends BridgeMethod> = Optional<
  'body',
  BridgeBodyOf<P, M>
> &
  Optional<'query', BridgeQueryOf<P, M>> &
  Optional<'params', BridgePathParamsOf<P, M>> & {
    signal?: AbortSignal;
    /** Credential to use instead of the stored session token (e.g. right after POST /workspace/). */
    credential?: string;
    /** Name of the operation for the "{action} Failed" alert when the bridge names none. */
    action?: string;
  };

export const bridgeUrl = (path: string) => `${env.bridgeUrl}${path}`;

export const needsCredential = (path: string) => path.startsWith('/v2/') || path.startsWith('/v3/');

export async function bridgeRequest<P extends BridgePath, M extends BridgeMethodOf<P>>(
  method: M,
  path: P,
  options?: BridgeRequestOptions<P, M>,
): Promise<BridgeResultOf<P, M>> {
  const o = (options ?? {}) as {
    body?: unknown;
    query?: object;
    params?: object;
    signal?: AbortSignal;
    credential?: string;
    action?: string;
  };
  const url = bridgeUrl(buildUrl(path, o.params, o.query));
  const headers: Record<string, string> = { accept: 'application/json' };
  const credential = o.credential ?? readString(StorageKey.sessionToken);
  if (needsCredential(path) && credential) headers.authorization = `Bearer ${credential}`;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method: method.toUpperCase(),
      headers,
      body: o.body === undefined ? null : JSON.stringify(o.body),
      signal: o.signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new BridgeUnreachableError(env.bridgeUrl, err);
  }
  if (res.status < 200 || res.status > 299) throw await toBridgeError(res, o.action);
  return (await res.json()) as BridgeResultOf<P, M>;
}

async function toBridgeError(res: Response, action: string | undefined): Promise<BridgeError> {
  try {
    const body = (await res.json()) as Partial<BridgeErrorBody>;
    return new BridgeError(
      res.status,
      body.code ?? 500999,
      body.message ?? res.statusText,
      body.action ?? action,
      body.component,
    );
  } catch {
    return new BridgeError(res.status, 500999, res.statusText, action);
  }
}

// The API client (openapi-fetch underneath): bearer token, portal version header, `result`
// unwrapping, required-parameter checks and one token refresh on 401701 (portal-spec §7, §8).
import { PORTAL_VERSION, PORTAL_VERSION_HEADER, type ServerErrorCode } from '@dealer/contracts';
import { getAccessToken } from '../auth/tokens.ts';
import { fetchClient, type RawAnswer, type RawCall } from '../openapi/fetch-client.ts';
import type { CallInput } from '../openapi/path-types.ts';
import { ApiError } from './api-error.ts';
import type { ApiPath, ApiPaths, HttpMethod, MethodOf, ResultOf } from './api-types.ts';

export type RequestOptions<P extends ApiPath, M extends HttpMethod> = CallInput<ApiPaths, P, M> & {
  /** Send no bearer token (sign-in calls). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Extra headers, e.g. the workspace session token (x-session-token) of v2 calls. */
  headers?: Record<string, string>;
  /** A multipart body (file uploads) instead of JSON. */
  formData?: FormData;
};

export const TOKEN_EXPIRED = 401701 satisfies ServerErrorCode;

/** Installed by the session module: refreshes the tokens, resolves false when that failed. */
let tokenRefresher: (() => Promise<boolean>) | null = null;
let onRefreshFailed: (() => void) | null = null;
export function setTokenRefresher(refresh: () => Promise<boolean>, failed: () => void): void {
  tokenRefresher = refresh;
  onRefreshFailed = failed;
}

const call = fetchClient(globalThis.location?.origin ?? '', [
  {
    onRequest({ request }) {
      request.headers.set(PORTAL_VERSION_HEADER, PORTAL_VERSION);
      request.headers.set('accept', 'application/json');
    },
  },
]);

function send(method: HttpMethod, path: string, o: RawCall & { anonymous?: boolean }): Promise<RawAnswer> {
  const token = o.anonymous ? null : getAccessToken();
  return call(method, path, {
    ...o,
    headers: { ...o.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

function toError({ error, response }: RawAnswer): ApiError {
  const body = (error && typeof error === 'object' ? error : {}) as {
    code?: number;
    message?: string;
    details?: ApiError['details'];
  };
  return new ApiError(
    response.status,
    body.code ?? response.status * 1000,
    body.message ?? response.statusText,
    body.details,
  );
}

export async function apiRequest<P extends ApiPath, M extends MethodOf<P>>(
  method: M,
  path: P,
  options?: RequestOptions<P, M>,
): Promise<ResultOf<P, M>> {
  const o = (options ?? {}) as RawCall & { anonymous?: boolean };
  let answer = await send(method, path, o);
  if (answer.response.status === 401 && !o.anonymous) {
    const error = toError(answer);
    if (error.code !== TOKEN_EXPIRED || !tokenRefresher) throw error;
    if (!(await tokenRefresher())) {
      onRefreshFailed?.();
      throw error;
    }
    answer = await send(method, path, o);
  }
  if (!answer.response.ok) throw toError(answer);
  return (answer.data as { result: ResultOf<P, M> } | undefined)?.result as ResultOf<P, M>;
}

// The API client (openapi-fetch underneath): bearer token, portal version header, `result`
// unwrapping, required-parameter checks, one token refresh on 401701 (portal-spec §7, §8), and a call
// the API turned away unrun (503, 400601) sent again after its Retry-After.
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

/** The API turned the call away before running it (its admission line was full, 503 with 400601). */
const TURNED_AWAY = 400601 satisfies ServerErrorCode;
/** Sends of one call while the API turns it away; the last refusal is the caller's error. */
const TURNED_AWAY_SENDS = 3;
const RETRY_AFTER_MS = { default: 1000, min: 250, max: 5000 };

function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  if (!Number.isFinite(seconds) || seconds <= 0) return RETRY_AFTER_MS.default;
  return Math.min(RETRY_AFTER_MS.max, Math.max(RETRY_AFTER_MS.min, seconds * 1000));
}

/**
 * send, again after Retry-After while the API turns the call away: nothing of it ran, so a save or a
 * "Send for approval" is as safe to repeat as a read, and a moment's queue at the API (a busy
 * workshop, a stalled event loop) does not become an error on the technician's screen.
 */
async function sendAdmitted(method: HttpMethod, path: string, o: RawCall & { anonymous?: boolean }) {
  for (let sends = 1; ; sends++) {
    const answer = await send(method, path, o);
    const turnedAway = answer.response.status === 503 && toError(answer).code === TURNED_AWAY;
    if (!turnedAway || sends >= TURNED_AWAY_SENDS || o.signal?.aborted) return answer;
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs(answer.response)));
  }
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
  let answer = await sendAdmitted(method, path, o);
  if (answer.response.status === 401 && !o.anonymous) {
    const error = toError(answer);
    if (error.code !== TOKEN_EXPIRED || !tokenRefresher) throw error;
    if (!(await tokenRefresher())) {
      onRefreshFailed?.();
      throw error;
    }
    answer = await sendAdmitted(method, path, o);
  }
  if (!answer.response.ok) throw toError(answer);
  return (answer.data as { result: ResultOf<P, M> } | undefined)?.result as ResultOf<P, M>;
}

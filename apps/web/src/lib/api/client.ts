// The API client: bearer token, portal version header, `result` unwrapping, required-parameter
// checks and one token refresh on 401701 (portal-spec §7, §8).
import { PORTAL_VERSION, PORTAL_VERSION_HEADER, type ServerErrorCode } from '@dealer/contracts';
import { getAccessToken } from '../auth/tokens.ts';
import { ApiError, RequiredError } from './api-error.ts';
import type { ApiPath, BodyOf, HttpMethod, MethodOf, PathParamsOf, QueryOf, ResultOf } from './api-types.ts';

type Optional<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : { [P in K]: T };

export type RequestOptions<P extends ApiPath, M extends HttpMethod> = Optional<'body', BodyOf<P, M>> &
  Optional<'query', QueryOf<P, M>> &
  Optional<'params', PathParamsOf<P, M>> & {
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

export function buildUrl(path: string, params?: object, query?: object): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === null || value === undefined) throw new RequiredError(name);
    return encodeURIComponent(String(value as string | number));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) search.set(k, String(v as string | number | boolean));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

interface SendOptions {
  body?: unknown;
  formData?: FormData;
  anonymous?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function send(method: HttpMethod, url: string, o: SendOptions) {
  const headers: Record<string, string> = { ...o.headers, [PORTAL_VERSION_HEADER]: PORTAL_VERSION, accept: 'application/json' };
  const token = o.anonymous ? null : getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  // A FormData body sets its own multipart content type with the boundary.
  const body = o.formData ?? (o.body === undefined ? null : JSON.stringify(o.body));
  return fetch(url, { method: method.toUpperCase(), headers, body, signal: o.signal ?? null });
}

async function toError(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { code?: number; message?: string; details?: ApiError['details'] };
    return new ApiError(res.status, body.code ?? res.status * 1000, body.message ?? res.statusText, body.details);
  } catch {
    return new ApiError(res.status, res.status * 1000, res.statusText);
  }
}

export async function apiRequest<P extends ApiPath, M extends MethodOf<P>>(
  method: M,
  path: P,
  options?: RequestOptions<P, M>,
): Promise<ResultOf<P, M>> {
  const o = (options ?? {}) as SendOptions & { query?: object; params?: object };
  const url = buildUrl(path, o.params, o.query);
  let res = await send(method, url, o);
  if (res.status === 401 && !o.anonymous) {
    const error = await toError(res);
    if (error.code !== TOKEN_EXPIRED || !tokenRefresher) throw error;
    if (!(await tokenRefresher())) {
      onRefreshFailed?.();
      throw error;
    }
    res = await send(method, url, { ...o, anonymous: false });
  }
  if (res.status < 200 || res.status > 299) throw await toError(res);
  if (res.status === 204) return undefined as ResultOf<P, M>;
  const json = (await res.json()) as { result: ResultOf<P, M> };
  return json.result;
}

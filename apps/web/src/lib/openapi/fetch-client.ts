// One openapi-fetch client per generated API: URL building from the path template, query and body
// serialisation, middleware for headers. The callers keep the portal's call shape
// `(method, path, {params, query, body})`; this file translates it.
import createClient, { type Middleware } from 'openapi-fetch';
import { RequiredError } from '../api/api-error.ts';
import type { HttpMethod } from './path-types.ts';

export interface RawCall {
  params?: object;
  query?: object;
  body?: unknown;
  formData?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface RawAnswer {
  data: unknown;
  error: unknown;
  response: Response;
}

/** Every `{name}` of the path must have a value: the spec's "required parameter" error names it. */
function assertPathParams(path: string, params: object | undefined): void {
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const value = (params as Record<string, unknown> | undefined)?.[name!];
    if (value === null || value === undefined) throw new RequiredError(name!);
  }
}

export function fetchClient(baseUrl: string, middleware: Middleware[] = []) {
  // fetch is looked up per call, so a replaced global (tests, instrumentation) is used.
  const client = createClient({ baseUrl, fetch: (request: Request) => globalThis.fetch(request) });
  for (const m of middleware) client.use(m);
  return (method: HttpMethod, path: string, call: RawCall): Promise<RawAnswer> => {
    assertPathParams(path, call.params);
    const init = {
      params: { path: call.params, query: call.query },
      body: call.formData ?? call.body,
      headers: call.headers,
      signal: call.signal,
      parseAs: 'json' as const,
    };
    // The typed surface of this call is the portal's own (path-types.ts); openapi-fetch's generic
    // overloads cannot follow a path chosen at run time, hence the widening here only.
    const request = client.request as unknown as (m: string, p: string, i: typeof init) => Promise<RawAnswer>;
    return request(method, path, init);
  };
}

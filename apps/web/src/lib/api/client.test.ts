// The client's own logic (headers, unwrapping, required parameters, one refresh on 401701). The
// real API behind it is exercised by the e2e journeys; here fetch is replaced to control answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { apiRequest, setTokenRefresher } from './client.ts';
import { ApiError, RequiredError } from './api-error.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The request the client handed to fetch (openapi-fetch passes one Request). */
const sent = (mock: { mock: { calls: unknown[][] } }, i: number) => mock.mock.calls[i]![0] as Request;

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the bearer token and portal version, and unwraps result', async () => {
    localStorage.setItem('accessToken', 'tok');
    const fetchMock = vi.fn(async () => json(200, { result: [{ id: 1, name: 'Brand' }] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('get', '/api/brand')).resolves.toEqual([{ id: 1, name: 'Brand' }]);
    const request = sent(fetchMock, 0);
    expect(request.headers.get('authorization')).toBe('Bearer tok');
    expect(request.headers.get(PORTAL_VERSION_HEADER)).toBe(PORTAL_VERSION);
  });

  it('names a missing path parameter and encodes the ones given', async () => {
    const fetchMock = vi.fn(async () => json(200, { result: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const missing = { params: {} } as unknown as Parameters<
      typeof apiRequest<'/api/bike_shop/{postal_code}', 'get'>
    >[2];
    await expect(apiRequest('get', '/api/bike_shop/{postal_code}', missing)).rejects.toThrow(
      new RequiredError('postal_code'),
    );
    expect(new RequiredError('postal_code').message).toBe('postal_code was null or undefined');
    expect(fetchMock).not.toHaveBeenCalled();
    await apiRequest('get', '/api/bike_shop/{postal_code}', {
      params: { postal_code: '10 115' },
      query: { phone_number: '+49 1' },
    });
    const url = new URL(sent(fetchMock, 0).url);
    expect(url.pathname).toBe('/api/bike_shop/10%20115');
    expect(url.searchParams.get('phone_number')).toBe('+49 1');
  });

  it('sends a call the API turned away unrun again after Retry-After, at most three times', async () => {
    vi.useFakeTimers();
    try {
      const busy = () =>
        new Response(JSON.stringify({ code: 400601, message: 'Busy.' }), {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '1' },
        });
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(busy())
        .mockResolvedValueOnce(json(200, { result: { id: 7 } }));
      vi.stubGlobal('fetch', fetchMock);
      const saved = apiRequest('post', '/api/claim', { body: {} as never });
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(saved).resolves.toEqual({ id: 7 });
      expect(fetchMock).toHaveBeenCalledTimes(2);

      // Still turned away after three sends: the caller gets the refusal; a 429 400601 (too many tries)
      // and a 503 without that code are not sent again.
      const always = vi.fn(async () => busy());
      vi.stubGlobal('fetch', always);
      const refused = expect(apiRequest('get', '/api/brand')).rejects.toMatchObject({ code: 400601 });
      await vi.advanceTimersByTimeAsync(3000);
      await refused;
      expect(always).toHaveBeenCalledTimes(3);
      const limited = vi.fn(async () => json(429, { code: 400601, message: 'Too many tries.' }));
      vi.stubGlobal('fetch', limited);
      await expect(apiRequest('get', '/api/brand')).rejects.toMatchObject({ status: 429 });
      const down = vi.fn(async () => json(503, { code: 500000, message: 'Down.' }));
      vi.stubGlobal('fetch', down);
      await expect(apiRequest('get', '/api/brand')).rejects.toMatchObject({ status: 503 });
      expect(limited).toHaveBeenCalledTimes(1);
      expect(down).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refreshes once on 401701 and repeats the call', async () => {
    localStorage.setItem('accessToken', 'old');
    const refresh = vi.fn(async () => {
      localStorage.setItem('accessToken', 'new');
      return true;
    });
    setTokenRefresher(refresh, () => undefined);
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { code: 401701, message: 'Token expired.' }))
      .mockResolvedValueOnce(json(200, { result: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('get', '/api/brand')).resolves.toEqual([]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent(fetchMock, 1).headers.get('authorization')).toBe('Bearer new');
  });

  it('reports a failed refresh and raises the catalogue error', async () => {
    const failed = vi.fn();
    setTokenRefresher(async () => false, failed);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 401701, message: 'Token expired.' })),
    );
    await expect(apiRequest('get', '/api/brand')).rejects.toMatchObject({ code: 401701 });
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('raises other server codes as ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { code: 400702, message: 'Invalid phone number format.' })),
    );
    const error = await apiRequest('get', '/api/brand').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 400702 });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  DEDUP_CLEANUP_INTERVAL_MS,
  NETWORK_ERROR_MESSAGE,
  normalisePath,
  pendingRequestCount,
  resetRequestDeduplication,
  TIMEOUT_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from '@/lib/apiRequest';
import { setAuthToken, setTokenRefresher } from '@/lib/authToken';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

/** A fetch that never answers until its signal aborts, like a hung server. */
function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

function lastInit(): RequestInit {
  const call = fetchMock.mock.calls.at(-1);
  if (!call?.[1]) throw new Error('fetch was not called with options');
  return call[1];
}

function lastHeaders(): Record<string, string> {
  return (lastInit().headers ?? {}) as Record<string, string>;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  resetRequestDeduplication();
  setAuthToken(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetRequestDeduplication();
  setAuthToken(null);
  setTokenRefresher(null);
});

describe('request shape', () => {
  it('adds a missing leading slash', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
    await apiRequest('GET', 'api/health');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');
    expect(normalisePath('/api/x')).toBe('/api/x');
  });

  it('sends credentials and the method', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}));
    await apiRequest('DELETE', '/api/favorites/1');
    expect(lastInit().credentials).toBe('include');
    expect(lastInit().method).toBe('DELETE');
  });

  it('sends JSON with a content type only when there is a body', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ id: 1 }));
    await apiRequest('POST', '/api/contact', { body: { name: 'Ann' } });
    expect(lastInit().body).toBe('{"name":"Ann"}');
    expect(lastHeaders()['Content-Type']).toBe('application/json');

    await apiRequest('POST', '/api/contact');
    expect(lastInit().body).toBeUndefined();
    expect(lastHeaders()['Content-Type']).toBeUndefined();
  });

  it('sends the bearer token only when a session exists', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}));
    await apiRequest('PUT', '/api/a');
    expect(lastHeaders().Authorization).toBeUndefined();

    setAuthToken('tok-123');
    await apiRequest('PUT', '/api/a');
    expect(lastHeaders().Authorization).toBe('Bearer tok-123');
  });
});

describe('responses', () => {
  it('resolves with the parsed JSON body', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ recommendations: [{ title: 'Dark' }] }));
    await expect(apiRequest('POST', '/api/tv-recommendations', { body: {} })).resolves.toEqual({
      recommendations: [{ title: 'Dark' }],
    });
  });

  it('resolves null for an empty body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/x')).resolves.toBeNull();
  });

  it('turns a non-OK response into "status: text"', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":"bad shows"}', { status: 400 }));
    const error = await apiRequest('POST', '/api/x', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"error":"bad shows"}');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).kind).toBe('http');
    expect((error as ApiError).body).toEqual({ error: 'bad shows' });
  });

  it('keeps no body when the error page is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect((error as ApiError).body).toBeNull();
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('PUT', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(apiRequest('PUT', '/api/user')).rejects.toThrow('401: Unauthorized');
  });

  it("returns null on 401 with on401 'returnNull'", async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(apiRequest('GET', '/api/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it("still throws other errors with on401 'returnNull'", async () => {
    fetchMock.mockResolvedValue(new Response('gone', { status: 404 }));
    await expect(apiRequest('GET', '/api/user', { on401: 'returnNull' })).rejects.toThrow('404: gone');
  });
});

describe('error messages', () => {
  it('reports a failed fetch as a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe(NETWORK_ERROR_MESSAGE);
    expect((error as ApiError).kind).toBe('network');
  });

  it('reports a timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const result = apiRequest('GET', '/api/slow', { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect((error as ApiError).message).toBe(TIMEOUT_ERROR_MESSAGE);
    expect((error as ApiError).kind).toBe('timeout');
  });

  it('reports anything else as unexpected', async () => {
    fetchMock.mockResolvedValue(new Response('not json', { status: 200 }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(UNEXPECTED_ERROR_MESSAGE);
  });

  it("passes a caller's abort through as an AbortError", async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const result = apiRequest('GET', '/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await result;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('an expired token (401)', () => {
  const unauthorised = () => jsonResponse({ error: 'Your session has expired. Please sign in again.' }, { status: 401 });
  const sentTokens = () => fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);

  it('is renewed once and the request repeated once with the new token', async () => {
    setAuthToken('old');
    const refresher = vi.fn(async () => {
      setAuthToken('new');
      return 'new';
    });
    setTokenRefresher(refresher);
    fetchMock.mockImplementationOnce(async () => unauthorised()).mockImplementationOnce(async () => jsonResponse({ ok: true }));
    await expect(apiRequest('GET', '/api/user')).resolves.toEqual({ ok: true });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(sentTokens()).toEqual(['Bearer old', 'Bearer new']);
  });

  it('fails (or answers null) when the renewal fails, without a second try', async () => {
    setAuthToken('old');
    setTokenRefresher(async () => null);
    fetchMock.mockImplementation(async () => unauthorised());
    await expect(apiRequest('GET', '/api/user')).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest('GET', '/api/other', { on401: 'returnNull' })).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not renewed when no token was sent', async () => {
    const refresher = vi.fn(async () => 'new');
    setTokenRefresher(refresher);
    fetchMock.mockImplementation(async () => unauthorised());
    await expect(apiRequest('GET', '/api/user', { on401: 'returnNull' })).resolves.toBeNull();
    expect(refresher).not.toHaveBeenCalled();
  });
});

describe('de-duplication', () => {
  it('shares one pending request between identical GETs', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const first = apiRequest('GET', '/api/user');
    const second = apiRequest('GET', 'api/user');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(jsonResponse({ id: 'u1' }));
    await expect(first).resolves.toEqual({ id: 'u1' });
    await expect(second).resolves.toEqual({ id: 'u1' });
  });

  it('shares identical POSTs to /api/user but not other POSTs', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const body = { email: 'a@b.c', username: 'a', favorite_shows: [], favorite_genres: [] };
    void apiRequest('POST', '/api/user', { body });
    void apiRequest('POST', '/api/user', { body });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    void apiRequest('POST', '/api/user', { body: { ...body, username: 'b' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    void apiRequest('POST', '/api/contact', { body });
    void apiRequest('POST', '/api/contact', { body });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('never shares PUT or DELETE', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    void apiRequest('PUT', '/api/user');
    void apiRequest('PUT', '/api/user');
    void apiRequest('DELETE', '/api/user');
    void apiRequest('DELETE', '/api/user');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('sends a fresh request once the shared one has settled', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ n: fetchMock.mock.calls.length })));
    await expect(apiRequest('GET', '/api/x')).resolves.toEqual({ n: 1 });
    await expect(apiRequest('GET', '/api/x')).resolves.toEqual({ n: 2 });
    expect(pendingRequestCount()).toBe(0);
  });

  it('stops sharing after 5 s and cleans stale entries every 10 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => new Promise(() => {}));
    void apiRequest('GET', '/api/stuck', { timeoutMs: 0 });
    await vi.advanceTimersByTimeAsync(4_999);
    void apiRequest('GET', '/api/stuck', { timeoutMs: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    void apiRequest('GET', '/api/stuck', { timeoutMs: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(pendingRequestCount()).toBe(1);

    // The replacement entry is 5 s old at the 10 s sweep, so the sweep drops it.
    await vi.advanceTimersByTimeAsync(DEDUP_CLEANUP_INTERVAL_MS - 5_000);
    expect(pendingRequestCount()).toBe(0);
  });

  it('shares the failure too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const results = await Promise.allSettled([apiRequest('GET', '/api/x'), apiRequest('GET', '/api/x')]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('does not share requests that carry their own abort signal', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    void apiRequest('GET', '/api/x', { signal: new AbortController().signal });
    void apiRequest('GET', '/api/x', { signal: new AbortController().signal });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

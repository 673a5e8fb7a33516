import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, type ApiCall } from '@/test/mockApi';
import { apiRequest, resetRequestDeduplication } from '@/lib/apiRequest';
import { getAuthToken, setAuthToken, setTokenRefresher } from '@/lib/authToken';
import { AuthClient, authCookie, OAUTH_REDIRECT_DELAY_MS } from './authClient';
import { AUTH_STORAGE } from './storageKeys';
import type { AuthChangeEvent } from './types';

const NOW_S = 1_800_000_000;
const user = { id: 'u1', email: 'ada@example.com', user_metadata: { username: 'ada' } };

function session(access: string, refresh: string, expiresAt = NOW_S + 3600) {
  return { access_token: access, refresh_token: refresh, token_type: 'bearer', expires_in: 3600, expires_at: expiresAt, user };
}

const grant = (call: ApiCall) => new URL(call.url, 'http://x').searchParams.get('grant_type');
const bearer = (call: ApiCall, calls: ApiCall[]) => {
  const index = calls.indexOf(call);
  const init = vi.mocked(fetch).mock.calls[index]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
};

function recordEvents(client: AuthClient) {
  const events: AuthChangeEvent[] = [];
  client.onAuthStateChange((event) => events.push(event));
  return events;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW_S * 1000);
  resetRequestDeduplication();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAuthToken(null);
  setTokenRefresher(null);
});

describe('password sign-in and the stored session', () => {
  it('persists the session, sets the bearer and the cookie, and announces SIGNED_IN', async () => {
    const calls = mockApi({ 'POST /auth/v1/token': () => json(session('a1', 'r1')) });
    const client = new AuthClient();
    const events = recordEvents(client);
    const cookie = vi.spyOn(document, 'cookie', 'set');

    const { data, error } = await client.signInWithPassword({ email: 'ada@example.com', password: 'secret1' });

    expect(error).toBeNull();
    expect(data.session?.access_token).toBe('a1');
    expect(grant(calls[0]!)).toBe('password');
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE.session) ?? '{}').refresh_token).toBe('r1');
    expect(getAuthToken()).toBe('a1');
    expect(cookie).toHaveBeenCalledWith(authCookie('a1'));
    expect(events).toContain('SIGNED_IN');
  });

  it('gives the server sentence and code on failure, storing nothing', async () => {
    mockApi({
      'POST /auth/v1/token': () =>
        json({ error: 'Please check your email and click the confirmation link before signing in.', code: 'email_not_confirmed' }, 400),
    });
    const client = new AuthClient();
    const { error } = await client.signInWithPassword({ email: 'ada@example.com', password: 'secret1' });
    expect(error?.message).toBe('Please check your email and click the confirmation link before signing in.');
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.status).toBe(400);
    expect(localStorage.getItem(AUTH_STORAGE.session)).toBeNull();
    expect(getAuthToken()).toBeNull();
  });

  it('restores a stored session on start and tells new subscribers with INITIAL_SESSION', async () => {
    localStorage.setItem(AUTH_STORAGE.session, JSON.stringify(session('stored', 'r0')));
    const client = new AuthClient();
    expect(getAuthToken()).toBe('stored');
    const seen = vi.fn();
    client.onAuthStateChange(seen);
    await Promise.resolve();
    expect(seen).toHaveBeenCalledWith('INITIAL_SESSION', expect.objectContaining({ access_token: 'stored' }));
    expect((await client.getSession()).data.session?.refresh_token).toBe('r0');
  });
});

describe('the auth cookie', () => {
  it('lasts 3600 s, is Secure and same-site, and is expired on sign-out', () => {
    expect(authCookie('tok en')).toBe('bingeable-access-token=tok%20en; Max-Age=3600; Path=/; Secure; SameSite=Strict');
    expect(authCookie(null)).toContain('Max-Age=0');
  });
});

describe('refresh', () => {
  it('refreshes 60 s before expiry, not earlier, and stores the rotated tokens', async () => {
    const calls = mockApi({ 'POST /auth/v1/token': () => json(session('a2', 'r2', NOW_S + 7200)) });
    localStorage.setItem(AUTH_STORAGE.session, JSON.stringify(session('a1', 'r1')));
    const client = new AuthClient();
    const events = recordEvents(client);

    await vi.advanceTimersByTimeAsync((3600 - 60) * 1000 - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(grant(calls[0]!)).toBe('refresh_token');
    expect(calls[0]?.body).toEqual({ refresh_token: 'r1' });
    expect(events).toContain('TOKEN_REFRESHED');
    expect(getAuthToken()).toBe('a2');
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE.session) ?? '{}').refresh_token).toBe('r2');
  });

  it('shares one request between concurrent refreshes (refresh tokens are single use)', async () => {
    const calls = mockApi({ 'POST /auth/v1/token': () => json(session('a2', 'r2')) });
    localStorage.setItem(AUTH_STORAGE.session, JSON.stringify(session('a1', 'r1')));
    const client = new AuthClient();
    const [first, second] = await Promise.all([client.refreshSession(), client.refreshSession()]);
    expect(calls).toHaveLength(1);
    expect(first.data.session?.access_token).toBe('a2');
    expect(second.data.session?.access_token).toBe('a2');
  });

  it('retries an outage with a 200 ms back-off that doubles', async () => {
    let answers = 0;
    const calls = mockApi({
      'POST /auth/v1/token': () => (++answers < 3 ? json({ error: 'down' }, 503) : json(session('a2', 'r2'))),
    });
    localStorage.setItem(AUTH_STORAGE.session, JSON.stringify(session('a1', 'r1')));
    const client = new AuthClient();
    const pending = client.refreshSession();
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).data.session?.access_token).toBe('a2');
  });

  it('signs out when the server refuses the refresh token', async () => {
    mockApi({ 'POST /auth/v1/token': () => json({ error: 'Invalid Refresh Token' }, 400) });
    localStorage.setItem(AUTH_STORAGE.session, JSON.stringify(session('a1', 'r1')));
    const client = new AuthClient();
    const events = recordEvents(client);
    const { error } = await client.refreshSession();
    expect(error?.message).toBe('Invalid Refresh Token');
    expect(events).toContain('SIGNED_OUT');
    expect(localStorage.getItem(AUTH_STORAGE.session)).toBeNull();
    expect(getAuthToken()).toBeNull();
  });

  it('keeps the session when the refresh is only rate limited', async () => {
    mockApi({ 'POST /auth/v1/token': () => json({ error: 'Too many attempts. Please wait a minute and try again.', code: 'over_rate_limit' }, 429) });
    localStorage.setItem(AUTH_STORAGE.session, JSON.stringify(session('a1', 'r1')));
    const client = new AuthClient();
    const { error } = await client.refreshSession();
    expect(error?.status).toBe(429);
    expect(getAuthToken()).toBe('a1');
    expect(localStorage.getItem(AUTH_STORAGE.session)).not.toBeNull();
  });

  it('renews an expired session when asked for it', async () => {
    const calls = mockApi({ 'POST /auth/v1/token': () => json(session('a2', 'r2')) });
    localStorage.setItem(AUTH_STORAGE.session, JSON.stringify(session('old', 'r1', NOW_S - 5)));
    const client = new AuthClient();
    const { data } = await client.getSession();
    expect(data.session?.access_token).toBe('a2');
    expect(calls.filter((c) => grant(c) === 'refresh_token')).toHaveLength(1);
  });
});

describe('API calls with an expired token', () => {
  it('refreshes once and retries once with the new bearer', async () => {
    const calls = mockApi({
      'POST /auth/v1/token': () => json(session('fresh', 'r2')),
      'GET /api/user': () =>
        getAuthToken() === 'fresh' ? json({ id: 'u1' }) : json({ error: 'Your session has expired. Please sign in again.' }, 401),
    });
    localStorage.setItem(AUTH_STORAGE.session, JSON.stringify(session('stale', 'r1')));
    const client = new AuthClient();
    client.attachToRequests();

    await expect(apiRequest('GET', '/api/user')).resolves.toEqual({ id: 'u1' });
    const userCalls = calls.filter((c) => c.url === '/api/user');
    expect(userCalls.map((c) => bearer(c, calls))).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('gives up after one retry', async () => {
    const calls = mockApi({
      'POST /auth/v1/token': () => json(session('fresh', 'r2')),
      'GET /api/user': () => json({ error: 'expired' }, 401),
    });
    localStorage.setItem(AUTH_STORAGE.session, JSON.stringify(session('stale', 'r1')));
    new AuthClient().attachToRequests();
    await expect(apiRequest('GET', '/api/user')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(2);
  });
});

describe('sign-up, resend, verify', () => {
  it('sends the username as metadata and stores no session until the e-mail is confirmed', async () => {
    const calls = mockApi({ 'POST /auth/v1/signup': () => json({ user, session: null }) });
    const client = new AuthClient();
    const { data } = await client.signUp({ email: 'ada@example.com', password: 'secret1', options: { data: { username: 'ada' } } });
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret1', data: { username: 'ada' } });
    expect(data.user?.id).toBe('u1');
    expect(data.session).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE.session)).toBeNull();
  });

  it('resends the sign-up confirmation', async () => {
    const calls = mockApi({ 'POST /auth/v1/resend': () => json({}) });
    expect((await new AuthClient().resend({ type: 'signup', email: 'ada@example.com' })).error).toBeNull();
    expect(calls[0]?.body).toEqual({ type: 'signup', email: 'ada@example.com' });
  });

  it('verifies a token hash and reports an address confirmed before', async () => {
    const calls = mockApi({ 'POST /auth/v1/verify': () => json({ user, already_confirmed: true }) });
    const { data } = await new AuthClient().verifyOtp({ token_hash: 'h1', type: 'email' });
    expect(calls[0]?.body).toEqual({ token_hash: 'h1', type: 'email' });
    expect(data.alreadyConfirmed).toBe(true);
  });
});

describe('OAuth', () => {
  it('leaves for the authorize URL 100 ms after checking the provider is configured', async () => {
    mockApi({ 'GET /auth/v1/settings': () => json({ external: { email: true, google: true, apple: false } }) });
    const navigate = vi.fn();
    const { data } = await new AuthClient({ navigate }).signInWithOAuth({ provider: 'google' });
    expect(data.url).toBe('/auth/v1/authorize?provider=google');
    await vi.advanceTimersByTimeAsync(OAUTH_REDIRECT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/auth/v1/authorize?provider=google');
  });

  it('answers no URL, and goes nowhere, for a provider that is not configured', async () => {
    mockApi({ 'GET /auth/v1/settings': () => json({ external: { email: true, google: true, apple: false } }) });
    const navigate = vi.fn();
    const { data, error } = await new AuthClient({ navigate }).signInWithOAuth({ provider: 'apple' });
    expect(error).toBeNull();
    expect(data.url).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('setSession and signOut', () => {
  it('checks handed-over tokens with GET /auth/v1/user and adopts them', async () => {
    const calls = mockApi({ 'GET /auth/v1/user': () => json(user) });
    const client = new AuthClient();
    const { data, error } = await client.setSession({ access_token: 'cb', refresh_token: 'rcb', expires_in: 3600 });
    expect(error).toBeNull();
    expect(bearer(calls[0]!, calls)).toBe('Bearer cb');
    expect(data.session?.user?.email).toBe('ada@example.com');
    expect(data.session?.expires_at).toBe(NOW_S + 3600);
    expect(getAuthToken()).toBe('cb');
  });

  it('renews handed-over tokens whose access token has expired', async () => {
    const calls = mockApi({
      'GET /auth/v1/user': () => json({ error: 'expired' }, 401),
      'POST /auth/v1/token': () => json(session('a2', 'r2')),
    });
    const { data } = await new AuthClient().setSession({ access_token: 'cb', refresh_token: 'rcb' });
    expect(calls[1]?.body).toEqual({ refresh_token: 'rcb' });
    expect(data.session?.access_token).toBe('a2');
  });

  it('forgets the session here and revokes it on the server', async () => {
    const calls = mockApi({ 'POST /auth/v1/logout': () => new Response(null, { status: 204 }) });
    localStorage.setItem(AUTH_STORAGE.session, JSON.stringify(session('a1', 'r1')));
    const client = new AuthClient();
    const events = recordEvents(client);
    await client.signOut();
    expect(bearer(calls[0]!, calls)).toBe('Bearer a1');
    expect(localStorage.getItem(AUTH_STORAGE.session)).toBeNull();
    expect(getAuthToken()).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    // The refresh timer went with the session.
    await vi.advanceTimersByTimeAsync(3600 * 1000);
    expect(calls).toHaveLength(1);
  });
});

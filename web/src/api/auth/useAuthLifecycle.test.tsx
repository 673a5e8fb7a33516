import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mockApi';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { browserLocation } from '@/lib/browserLocation';
import { authClient } from './authClient';
import { AUTH_STORAGE, userKey } from './storageKeys';
import { AuthProvider, useAuth } from './useAuth';
import { SIGN_OUT_CALL_DELAY_MS } from './useAuthLifecycle';

const account = { id: 'u1', email: 'ada@example.com', created_at: '2026-11-01T00:00:00Z', user_metadata: { username: 'ada_meta' } };
const profile = { id: 'u1', email: 'ada@example.com', username: 'ada', createdAt: '2026-11-01T00:00:00Z', favorite_shows: [], favorite_genres: [] };

function storeSession(user: unknown = account) {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem(
    AUTH_STORAGE.session,
    JSON.stringify({ access_token: 'a1', refresh_token: 'r1', token_type: 'bearer', expires_in: 3600, expires_at: expiresAt, user }),
  );
}

function Probe() {
  const { user, session, loading, signOut } = useAuth();
  const status = loading ? 'loading' : user ? `signed-in:${user.username ?? ''}` : 'signed-out';
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="token">{session?.accessToken ?? 'none'}</p>
      <button type="button" onClick={() => void signOut()}>
        sign out
      </button>
    </div>
  );
}

const status = () => screen.getByTestId('status').textContent;

function renderProvider() {
  return render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
}

beforeEach(() => resetRequestDeduplication());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The app's one client outlives a test: forget what this test signed in.
  localStorage.clear();
  authClient.loadStoredSession();
});

describe('start-up', () => {
  it('is signed out at once, asking nothing, when nothing is stored', () => {
    const calls = mockApi({});
    renderProvider();
    expect(status()).toBe('signed-out');
    expect(calls).toHaveLength(0);
  });

  it('loads, then signs in with the fetched profile, and caches it under the spec keys', async () => {
    storeSession();
    mockApi({ 'GET /api/user': () => json(profile) });
    renderProvider();
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('signed-in:ada'));
    expect(screen.getByTestId('token').textContent).toBe('a1');
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE.authUser) ?? '{}').username).toBe('ada');
    expect(localStorage.getItem(userKey('u1'))).not.toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE.userId)).toBe('u1');
  });

  it('creates a missing profile with the auth e-mail, the sign-up username and empty lists', async () => {
    storeSession();
    const calls = mockApi({
      'GET /api/user': () => json({ error: 'User profile not found' }, 404),
      'POST /api/user': () => json({ ...profile, username: 'ada_meta' }, 201),
    });
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-in:ada_meta'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ada@example.com',
      username: 'ada_meta',
      favorite_shows: [],
      favorite_genres: [],
    });
  });

  it('falls back to the part of the e-mail before @ when sign-up left no username', async () => {
    storeSession({ ...account, user_metadata: {} });
    const calls = mockApi({
      'GET /api/user': () => json({ error: 'User profile not found' }, 404),
      'POST /api/user': () => json(profile, 201),
    });
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-in:ada'));
    expect((calls.find((c) => c.method === 'POST')?.body as { username: string }).username).toBe('ada');
  });

  it('uses the cached profile when the fetch fails', async () => {
    storeSession();
    localStorage.setItem(AUTH_STORAGE.authUser, JSON.stringify({ ...profile, username: 'cached_ada' }));
    mockApi({ 'GET /api/user': () => json({ error: 'down' }, 503) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-in:cached_ada'));
  });

  it('tries one refresh for a cached user without a session, and signs in when it works', async () => {
    localStorage.setItem(AUTH_STORAGE.authUser, JSON.stringify(profile));
    const refresh = vi.spyOn(authClient, 'refreshSession').mockResolvedValue({
      data: {
        session: { access_token: 'a9', refresh_token: 'r9', token_type: 'bearer', expires_in: 3600, expires_at: 4_000_000_000, user: account },
        user: account,
      },
      error: null,
    });
    mockApi({ 'GET /api/user': () => json(profile) });
    renderProvider();
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('signed-in:ada'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('clears the cached user when that refresh fails', async () => {
    localStorage.setItem(AUTH_STORAGE.authUser, JSON.stringify(profile));
    localStorage.setItem(AUTH_STORAGE.userId, 'u1');
    mockApi({});
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(localStorage.getItem(AUTH_STORAGE.authUser)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE.userId)).toBeNull();
  });
});

describe('events', () => {
  it('fetches the profile on SIGNED_IN', async () => {
    mockApi({
      'POST /auth/v1/token': () =>
        json({ access_token: 'a2', refresh_token: 'r2', token_type: 'bearer', expires_in: 3600, user: account }),
      'GET /api/user': () => json(profile),
    });
    renderProvider();
    expect(status()).toBe('signed-out');
    await act(() => authClient.signInWithPassword({ email: 'ada@example.com', password: 'secret1' }));
    await waitFor(() => expect(status()).toBe('signed-in:ada'));
    expect(screen.getByTestId('token').textContent).toBe('a2');
  });

  it('is signed out when the server refuses both the stored token and its refresh, cached user or not', async () => {
    storeSession();
    localStorage.setItem(AUTH_STORAGE.authUser, JSON.stringify(profile));
    const calls = mockApi({
      'GET /api/user': () => json({ error: 'Your session has expired. Please sign in again.' }, 401),
      'POST /auth/v1/token': () => json({ error: 'Invalid Refresh Token' }, 400),
    });
    renderProvider();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/auth/v1/token'))).toBe(true));
    await waitFor(() => expect(status()).toBe('signed-out'));
    // The profile load that was under way when the session ended must not sign the user back in.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(status()).toBe('signed-out');
    expect(localStorage.getItem(AUTH_STORAGE.session)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE.authUser)).toBeNull();
  });

  it('clears everything named on SIGNED_OUT', async () => {
    storeSession();
    mockApi({ 'GET /api/user': () => json(profile), 'POST /auth/v1/logout': () => new Response(null, { status: 204 }) });
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-in:ada'));
    localStorage.setItem(AUTH_STORAGE.pendingEmail, 'ada@example.com');
    sessionStorage.setItem(AUTH_STORAGE.justAuthenticated, 'true');
    localStorage.setItem('unrelated', 'kept');

    await act(() => authClient.signOut());

    expect(status()).toBe('signed-out');
    for (const key of [AUTH_STORAGE.session, AUTH_STORAGE.authUser, AUTH_STORAGE.userId, AUTH_STORAGE.pendingEmail, userKey('u1')]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem(AUTH_STORAGE.justAuthenticated)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});

describe('signOut', () => {
  it('clears at once, calls the real sign-out 100 ms later and only then reloads to /', async () => {
    storeSession();
    const calls = mockApi({ 'GET /api/user': () => json(profile), 'POST /auth/v1/logout': () => new Response(null, { status: 204 }) });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    renderProvider();
    await waitFor(() => expect(status()).toBe('signed-in:ada'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    act(() => screen.getByRole('button', { name: 'sign out' }).click());

    expect(status()).toBe('signed-out');
    expect(localStorage.getItem(AUTH_STORAGE.session)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SIGN_OUT_CALL_DELAY_MS - 1));
    expect(calls.some((c) => c.url === '/auth/v1/logout')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    // The reload starts after the call is on its way: a timer set before it would be cancelled.
    assign.mockImplementation(() => {
      expect(calls.filter((c) => c.url === '/auth/v1/logout')).toHaveLength(1);
    });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.filter((c) => c.url === '/auth/v1/logout')).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/');
  });
});

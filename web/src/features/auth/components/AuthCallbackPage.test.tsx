import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '@/api/auth/authClient';
import { AUTH_STORAGE } from '@/api/auth/storageKeys';
import { SIGNED_OUT } from '@/api/auth/useAuth';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { browserLocation } from '@/lib/browserLocation';
import { json, mockApi } from '@/test/mockApi';
import { recordToasts } from '@/test/recordToasts';
import { renderRoute } from '@/test/renderRoute';
import AuthCallbackOldPage from './AuthCallbackOldPage';
import AuthCallbackPage from './AuthCallbackPage';
import { grantAnalyticsConsent } from '@/test/consent';

const account = { id: 'u1', email: 'ada@example.com', user_metadata: {} };
const profile = { id: 'u1', email: 'ada@example.com', username: 'ada', createdAt: null, favorite_shows: [], favorite_genres: [] };
const TOKENS = '#access_token=a1&refresh_token=r1&expires_in=3600&token_type=bearer';

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const where = () => screen.queryByRole('heading', { level: 1 })?.textContent;

function open(path: string, page = <AuthCallbackPage />) {
  return renderRoute(page, path, { auth: SIGNED_OUT });
}

beforeEach(() => {
  resetRequestDeduplication();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The app's one client outlives a test: forget what this test signed in.
  localStorage.clear();
  authClient.loadStoredSession();
});

describe('/auth/callback: errors from the provider', () => {
  it.each([
    ['#error=access_denied&error_description=User+denied', 'Authentication cancelled', "You cancelled the authentication process. Please try again when you're ready."],
    ['?error=invalid_request', 'Invalid request', 'There was a problem with the authentication request. Please try again.'],
    ['#error=server_error&error_description=Provider+exploded', 'Authentication failed', 'Provider exploded'],
  ])('%s → %s, then / after 3 s', async (suffix, title, description) => {
    const toasts = recordToasts();
    open(`/auth/callback${suffix}`);
    await tick(0);
    expect(toasts.raised).toEqual([expect.objectContaining({ title, description, variant: 'destructive' })]);
    expect(where()).toBe('Authentication Failed');
    await tick(2_999);
    expect(where()).toBe('Authentication Failed');
    await tick(1);
    expect(where()).toBe('page:home');
  });
});

describe('/auth/callback: the other branches', () => {
  it('type=email says Email verified and goes to / after 2 s', async () => {
    // Analytics events are pushed only with analytics consent.
    grantAnalyticsConsent();
    const toasts = recordToasts();
    open('/auth/callback?type=email');
    await tick(0);
    expect(toasts.titles()).toEqual(['Email verified']);
    expect(window.dataLayer?.some((e) => !Array.isArray(e) && e.event === 'email_verified')).toBe(true);
    await tick(1_999);
    expect(where()).toBe('Completing Sign In...');
    await tick(1);
    expect(where()).toBe('page:home');
  });

  it('tokens: sets the session, waits 1.5 s, creates the missing profile, welcomes, reloads to / after 0.5 s', async () => {
    const calls = mockApi({
      'GET /auth/v1/user': () => json(account),
      'GET /api/user': () => json({ error: 'User profile not found' }, 404),
      'POST /api/user': () => json(profile, 201),
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const toasts = recordToasts();
    open(`/auth/callback${TOKENS}`);
    await tick(1_499);
    expect(calls.some((c) => c.url === '/api/user')).toBe(false);
    await tick(1);
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/user')?.body).toEqual({
      email: 'ada@example.com',
      username: 'ada',
      favorite_shows: [],
      favorite_genres: [],
    });
    expect(toasts.raised).toEqual([expect.objectContaining({ title: 'Welcome back!', description: 'You have successfully signed in.' })]);
    expect(sessionStorage.getItem(AUTH_STORAGE.justAuthenticated)).toBe('true');
    expect(localStorage.getItem(AUTH_STORAGE.userId)).toBe('u1');
    await tick(499);
    expect(assign).not.toHaveBeenCalled();
    await tick(1);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('gives the session 2 more seconds when it is not there after 1.5 s', async () => {
    mockApi({ 'GET /auth/v1/user': () => json(account), 'GET /api/user': () => json(profile) });
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const realGetSession = authClient.getSession.bind(authClient);
    const getSession = vi
      .spyOn(authClient, 'getSession')
      .mockResolvedValueOnce({ data: { session: null }, error: null })
      .mockImplementation(realGetSession);
    const toasts = recordToasts();
    open(`/auth/callback${TOKENS}`);
    await tick(1_500);
    expect(getSession).toHaveBeenCalledTimes(1);
    await tick(1_999);
    expect(getSession).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(getSession).toHaveBeenCalledTimes(2);
    expect(toasts.titles()).toEqual(['Welcome back!']);
  });

  it('reports a session that cannot be set, then goes to /auth after 3 s', async () => {
    mockApi({ 'GET /auth/v1/user': () => json({ error: 'boom' }, 500) });
    const toasts = recordToasts();
    open(`/auth/callback${TOKENS}`);
    await tick(0);
    expect(toasts.raised[0]).toMatchObject({ title: 'Session error', description: 'Failed to establish your session. Please try signing in again.' });
    await tick(3_000);
    expect(where()).toBe('page:auth');
  });

  it('a code that cannot be exchanged is an authentication error', async () => {
    const toasts = recordToasts();
    open('/auth/callback?code=abc');
    await tick(0);
    expect(toasts.raised[0]).toMatchObject({ title: 'Authentication error', description: 'Failed to complete the authentication process. Please try again.' });
  });

  it('no data at all is an invalid response, said on the page too', async () => {
    const toasts = recordToasts();
    open('/auth/callback');
    await tick(0);
    expect(toasts.raised[0]).toMatchObject({ title: 'Invalid response', description: 'No valid authentication data was received. Please try signing in again.' });
    expect(screen.getByText('No authentication data received. Please try signing in again.')).toBeTruthy();
  });

  it('a profile that cannot be loaded or created is a sign-in error', async () => {
    mockApi({ 'GET /auth/v1/user': () => json(account), 'GET /api/user': () => json({ error: 'down' }, 503) });
    const toasts = recordToasts();
    open(`/auth/callback${TOKENS}`);
    await tick(1_500);
    expect(toasts.raised[0]).toMatchObject({ title: 'Sign in error', description: 'There was a problem completing your sign in. Please try again.' });
    expect(sessionStorage.getItem(AUTH_STORAGE.justAuthenticated)).toBeNull();
  });
});

describe('/auth/callback-old', () => {
  it('without a session after 1 s, says so and goes to /auth after 3 s', async () => {
    open('/auth/callback-old', <AuthCallbackOldPage />);
    await tick(999);
    expect(where()).toBe('Completing Sign In...');
    await tick(1);
    expect(screen.getByText('No authentication session found')).toBeTruthy();
    await tick(3_000);
    expect(where()).toBe('page:auth');
  });

  it('polls the profile a second apart until it exists, then goes to / after 0.5 s', async () => {
    let asked = 0;
    const calls = mockApi({
      'GET /auth/v1/user': () => json(account),
      'GET /api/user': () => (++asked < 3 ? json({ error: 'User profile not found' }, 404) : json(profile)),
    });
    open(`/auth/callback-old${TOKENS}`, <AuthCallbackOldPage />);
    await tick(1_000);
    expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(1);
    await tick(1_000);
    expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(2);
    await tick(1_000);
    expect(screen.getByRole('status').textContent).toBe('Success! Redirecting...');
    await tick(500);
    expect(where()).toBe('page:home');
  });

  it('gives up after 10 attempts', async () => {
    const calls = mockApi({ 'GET /auth/v1/user': () => json(account), 'GET /api/user': () => json({ error: 'nope' }, 404) });
    open(`/auth/callback-old${TOKENS}`, <AuthCallbackOldPage />);
    await tick(1_000 + 9 * 1_000);
    expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(10);
    expect(screen.getByText('Failed to create user profile after multiple attempts')).toBeTruthy();
    await tick(3_000);
    expect(where()).toBe('page:auth');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '@/api/auth/authClient';
import { AUTH_STORAGE } from '@/api/auth/storageKeys';
import { SIGNED_OUT } from '@/api/auth/useAuth';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { json, mockApi } from '@/test/mockApi';
import { recordToasts } from '@/test/recordToasts';
import { renderRoute } from '@/test/renderRoute';
import AuthTestPage from './AuthTestPage';

const account = { id: 'u1', email: 'ada@example.com' };
const session = (access: string, refresh: string) => ({
  access_token: access,
  refresh_token: refresh,
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  user: account,
});

const open = () => renderRoute(<AuthTestPage />, '/auth/test', { auth: SIGNED_OUT });
const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

beforeEach(() => {
  resetRequestDeduplication();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  authClient.loadStoredSession();
});

describe('/auth/test', () => {
  it('reports the session, the stored user and a refresh, without showing tokens', async () => {
    localStorage.setItem(AUTH_STORAGE.session, JSON.stringify(session('secret-access', 'secret-refresh')));
    localStorage.setItem(AUTH_STORAGE.authUser, JSON.stringify({ id: 'u1', email: 'ada@example.com', username: 'ada' }));
    authClient.loadStoredSession();
    const calls = mockApi({ 'POST /auth/v1/token': () => json(session('a2', 'r2')), 'GET /auth/v1/user': () => json(account) });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Run Auth Tests' }));
    await waitFor(() => expect(fact('Refresh')).toBe('ok: new tokens issued'));
    expect(fact('Session')).toContain('signed in as ada@example.com (u1)');
    expect(fact('Stored user')).toBe('ada@example.com (u1), username ada');
    expect(document.body.textContent).not.toContain('secret-');
    expect(calls.map((c) => c.url)).toContain('/auth/v1/user');
    expect(console.info).toHaveBeenCalledWith('[auth test] GET /auth/v1/user', 'u1');
  });

  it('says none and skips the refresh when signed out', async () => {
    mockApi({});
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Run Auth Tests' }));
    await waitFor(() => expect(fact('Refresh')).toBe('skipped: no session'));
    expect(fact('Session')).toBe('none');
    expect(fact('Stored user')).toBe('none');
  });

  it('Clear All Auth forgets the session and everything stored', async () => {
    localStorage.setItem(AUTH_STORAGE.session, JSON.stringify(session('a1', 'r1')));
    localStorage.setItem(AUTH_STORAGE.pendingEmail, 'ada@example.com');
    authClient.loadStoredSession();
    const calls = mockApi({ 'POST /auth/v1/logout': () => new Response(null, { status: 204 }) });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Auth' }));
    await waitFor(() => expect(fact('Refresh')).toBe('cleared'));
    expect(localStorage.getItem(AUTH_STORAGE.session)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE.pendingEmail)).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/auth/v1/logout']);
  });

  it('Test Google OAuth goes through the same start as the sign-in page', async () => {
    mockApi({ 'GET /auth/v1/settings': () => json({ external: { email: true, google: false, apple: false } }) });
    const toasts = recordToasts();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Test Google OAuth' }));
    await waitFor(() => expect(toasts.titles()).toEqual(['Configuration Error']));
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/api/auth/useAuth';
import { authClient } from '@/api/auth/authClient';
import { AUTH_STORAGE } from '@/api/auth/storageKeys';
import { resetRequestDeduplication } from '@/lib/apiRequest';
import { browserLocation } from '@/lib/browserLocation';
import { json, mockApi } from '@/test/mockApi';
import { recordToasts } from '@/test/recordToasts';
import { renderRoute } from '@/test/renderRoute';
import AuthPage from './AuthPage';

const account = { id: 'u1', email: 'ada@example.com', user_metadata: { username: 'ada' } };
const tokens = { access_token: 'a1', refresh_token: 'r1', token_type: 'bearer', expires_in: 3600, user: account };

function type(label: string, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

const tab = (name: string) => screen.getByRole('tab', { name });

/** Opens the page and sends a valid registration. */
function registerAda() {
  renderAuth();
  fireEvent.click(tab('Register'));
  type('Email', 'ada@example.com');
  type('Username', 'ada');
  type('Password', 'secret1');
  type('Confirm Password', 'secret1');
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}
function renderAuth(auth?: AuthState) {
  return renderRoute(<AuthPage />, '/auth', { auth });
}

beforeEach(() => resetRequestDeduplication());
afterEach(() => {
  vi.unstubAllGlobals();
  // The app's one client outlives a test: forget what this test signed in.
  localStorage.clear();
  authClient.loadStoredSession();
});

describe('/auth layout', () => {
  it('has Login and Register tabs, Google and Apple buttons, the resend link and the benefits panel', () => {
    renderAuth();
    expect(tab('Login').getAttribute('aria-selected')).toBe('true');
    expect(tab('Register').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Need to confirm your email? Click to resend confirmation' })).toBeTruthy();
    const benefits = screen.getByRole('region', { name: 'Why create an account?' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(4);

    fireEvent.click(tab('Register'));
    expect(tab('Register').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Confirm Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeTruthy();
  });

  it('sends a signed-in user to /', async () => {
    const { router } = renderAuth({
      user: { id: 'u1', email: 'ada@example.com' },
      session: null,
      loading: false,
      signOut: async () => {},
    });
    expect(await screen.findByText('page:home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('validation (spec §5)', () => {
  it('checks the login e-mail and password length without calling the server', async () => {
    const calls = mockApi({});
    renderAuth();
    type('Email', 'not-an-address');
    type('Password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('checks the username length and that the two passwords match', async () => {
    const calls = mockApi({});
    renderAuth();
    fireEvent.click(tab('Register'));
    type('Email', 'ada@example.com');
    type('Username', 'ad');
    type('Password', 'secret1');
    type('Confirm Password', 'secret2');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();

    type('Username', 'ada');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-describedby')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('sign-in', () => {
  it('shows the busy label, then welcomes the member back and goes to /', async () => {
    const calls = mockApi({ 'POST /auth/v1/token': () => json(tokens), 'GET /api/user': () => json({ ...account, username: 'ada' }) });
    const toasts = recordToasts();
    const { router } = renderAuth();
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The welcome comes once the session has had its second to settle.
    await waitFor(() => expect(toasts.titles()).toContain('Welcome back!'));
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret1' });
  });

  it('tells an unconfirmed member to confirm first', async () => {
    const message = 'Please check your email and click the confirmation link before signing in.';
    mockApi({ 'POST /auth/v1/token': () => json({ error: 'Email not confirmed', code: 'email_not_confirmed' }, 400) });
    const toasts = recordToasts();
    const { router } = renderAuth();
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(toasts.raised).toHaveLength(1));
    expect(toasts.raised[0]).toMatchObject({ title: 'Sign in failed', description: message, variant: 'destructive' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});

describe('registration', () => {
  it('remembers the pending address, says to check the mail, and turns to Login 2 s later', async () => {
    const calls = mockApi({ 'POST /auth/v1/signup': () => json({ user: account, session: null }) });
    const toasts = recordToasts();
    registerAda();

    await waitFor(() => expect(toasts.titles()).toContain('Check your email!'));
    expect(toasts.raised[0]).toMatchObject({
      description: 'We sent you a confirmation link. Please check your email to verify your account.',
      duration: 10_000,
    });
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret1', data: { username: 'ada' } });
    expect(localStorage.getItem(AUTH_STORAGE.pendingEmail)).toBe('ada@example.com');
    // Still on Register right after, on Login once the 2 s have passed.
    expect(tab('Register').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(tab('Login').getAttribute('aria-selected')).toBe('true'), { timeout: 4000 });
  });

  it('welcomes a new member at once when the server returns a session', async () => {
    mockApi({
      'POST /auth/v1/signup': () => json({ user: account, session: tokens }),
      'GET /api/user': () => json({ ...account, username: 'ada' }),
    });
    const toasts = recordToasts();
    registerAda();
    await waitFor(() => expect(toasts.titles()).toContain('Welcome to Bingeable!'));
    expect(toasts.raised[0]).toMatchObject({ description: 'Your account has been created successfully.' });
    expect(localStorage.getItem(AUTH_STORAGE.pendingEmail)).toBeNull();
  });

  it('reports a failed sign-up with the server sentence', async () => {
    mockApi({ 'POST /auth/v1/signup': () => json({ error: 'Password must be at least 6 characters' }, 400) });
    const toasts = recordToasts();
    registerAda();
    await waitFor(() => expect(toasts.raised).toHaveLength(1));
    expect(toasts.raised[0]).toMatchObject({ title: 'Sign up failed', description: 'Password must be at least 6 characters' });
  });
});

describe('resend dialog', () => {
  it('opens from the link with focus inside, insists on an address, and resends', async () => {
    const calls = mockApi({ 'POST /auth/v1/resend': () => json({}) });
    const toasts = recordToasts();
    renderAuth();
    fireEvent.click(screen.getByRole('button', { name: 'Need to confirm your email? Click to resend confirmation' }));
    const dialog = screen.getByRole('dialog', { name: 'Resend Confirmation Email' });
    const field = within(dialog).getByLabelText('Email');
    expect(document.activeElement).toBe(field);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend Email' }));
    await waitFor(() => expect(toasts.raised[0]).toMatchObject({ title: 'Email required', description: 'Please enter your email address.' }));
    expect(calls).toHaveLength(0);

    type('Email', 'ada@example.com', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend Email' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]?.body).toEqual({ type: 'signup', email: 'ada@example.com' });
    expect(toasts.titles()).toContain('Email sent!');
  });

  it('closes on Cancel and on Escape', () => {
    renderAuth();
    const link = screen.getByRole('button', { name: 'Need to confirm your email? Click to resend confirmation' });
    fireEvent.click(link);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(link);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on arrival when the confirmation screen left the flag, prefilled with the pending address', () => {
    sessionStorage.setItem(AUTH_STORAGE.openResendDialog, 'true');
    localStorage.setItem(AUTH_STORAGE.pendingEmail, 'ada@example.com');
    renderAuth();
    const dialog = screen.getByRole('dialog', { name: 'Resend Confirmation Email' });
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(sessionStorage.getItem(AUTH_STORAGE.openResendDialog)).toBeNull();
  });
});

describe('Google and Apple', () => {
  it('says Configuration Error for a provider the server has not configured', async () => {
    mockApi({ 'GET /auth/v1/settings': () => json({ external: { email: true, google: true, apple: false } }) });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const toasts = recordToasts();
    renderAuth();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    await waitFor(() => expect(toasts.raised).toHaveLength(1));
    expect(toasts.raised[0]).toMatchObject({ title: 'Configuration Error', description: 'OAuth provider not properly configured' });
    expect((screen.getByRole('button', { name: 'Continue with Apple' }) as HTMLButtonElement).disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves for the provider through the server', async () => {
    mockApi({ 'GET /auth/v1/settings': () => json({ external: { email: true, google: true, apple: false } }) });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    renderAuth();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/v1/authorize?provider=google'));
    expect((screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports an unreachable server as an Authentication Error with the status', async () => {
    mockApi({ 'GET /auth/v1/settings': () => json({ error: 'Service unavailable' }, 503) });
    const toasts = recordToasts();
    renderAuth();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(toasts.raised).toHaveLength(1));
    expect(toasts.raised[0]).toMatchObject({ title: 'Authentication Error', description: 'Service unavailable (503)' });
  });
});

describe('arrow keys', () => {
  it('move between the tabs', () => {
    renderAuth();
    act(() => tab('Login').focus());
    fireEvent.keyDown(tab('Login'), { key: 'ArrowRight' });
    expect(tab('Register').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Register'));
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE } from '@/api/auth/storageKeys';
import { SIGNED_OUT } from '@/api/auth/useAuth';
import { browserLocation } from '@/lib/browserLocation';
import { json, mockApi } from '@/test/mockApi';
import { recordToasts } from '@/test/recordToasts';
import { renderRoute } from '@/test/renderRoute';
import { resetVerifications } from '../api/verifyEmail';
import EmailConfirmationPage from './EmailConfirmationPage';
import { grantAnalyticsConsent } from '@/test/consent';

const account = { id: 'u1', email: 'ada@example.com' };
const INVALID = 'Invalid or expired confirmation link. Please request a new verification email.';

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const open = (path: string) => renderRoute(<EmailConfirmationPage />, path, { auth: SIGNED_OUT });

beforeEach(() => {
  resetVerifications();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('e-mail confirmation', () => {
  it('loads, confirms the token hash, and goes to /auth 5 s later', async () => {
    // Analytics events are pushed only with analytics consent.
    grantAnalyticsConsent();
    const calls = mockApi({ 'POST /auth/v1/verify': () => json({ user: account, already_confirmed: false }) });
    localStorage.setItem(AUTH_STORAGE.pendingEmail, 'ada@example.com');
    const toasts = recordToasts();
    const { router } = open('/auth/verify?token_hash=h1&type=email');
    expect(heading()).toBe('Confirming your email...');
    await tick(0);
    expect(heading()).toBe('Email confirmed!');
    expect(calls[0]?.body).toEqual({ token_hash: 'h1', type: 'email' });
    expect(toasts.titles()).toEqual(['Email confirmed!']);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(localStorage.getItem(AUTH_STORAGE.pendingEmail)).toBeNull();
    expect(window.dataLayer?.some((e) => !Array.isArray(e) && e.event === 'email_confirmed')).toBe(true);
    await tick(4_999);
    expect(heading()).toBe('Email confirmed!');
    await tick(1);
    expect(heading()).toBe('page:auth');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says Already confirmed! and leaves after 3 s for an address confirmed before', async () => {
    mockApi({ 'POST /auth/v1/verify': () => json({ user: account, already_confirmed: true }) });
    const toasts = recordToasts();
    open('/email-confirmation?token_hash=h2&type=email');
    await tick(0);
    expect(heading()).toBe('Already confirmed!');
    expect(toasts.titles()).toEqual(['Already confirmed!']);
    await tick(2_999);
    expect(heading()).toBe('Already confirmed!');
    await tick(1);
    expect(heading()).toBe('page:auth');
  });

  it('sends a link only once even when the page mounts twice', async () => {
    const calls = mockApi({ 'POST /auth/v1/verify': () => json({ user: account, already_confirmed: false }) });
    open('/auth/verify?token_hash=h3&type=email').unmount();
    open('/auth/verify?token_hash=h3&type=email');
    await tick(0);
    expect(heading()).toBe('Email confirmed!');
    expect(calls).toHaveLength(1);
  });

  it('shows the server sentence for a used or expired link, with the three buttons', async () => {
    mockApi({ 'POST /auth/v1/verify': () => json({ error: INVALID }, 400) });
    const toasts = recordToasts();
    open('/auth/verify?token_hash=used&type=email');
    await tick(0);
    expect(heading()).toBe('Confirmation failed');
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(toasts.raised[0]).toMatchObject({
      title: 'Confirmation failed',
      description: 'There was a problem confirming your email. Please try again or contact support.',
    });
    expect(screen.getByRole('link', { name: 'Return to Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend Confirmation Email' })).toBeTruthy();
  });

  it('says what failed when the server cannot be reached', async () => {
    mockApi({ 'POST /auth/v1/verify': () => Promise.reject(new TypeError('Failed to fetch')) });
    open('/auth/verify?token_hash=h4&type=email');
    await tick(0);
    expect(
      screen.getByText('Failed to verify email: Network connection failed. Please check your internet connection and try again.'),
    ).toBeTruthy();
  });

  it('treats a link without a token as invalid, asking nothing', async () => {
    const calls = mockApi({});
    open('/auth/verify');
    await tick(0);
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('Try Again reloads; Resend sets the flag for /auth and goes there', async () => {
    mockApi({ 'POST /auth/v1/verify': () => json({ error: INVALID }, 400) });
    const reload = vi.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    open('/auth/verify?token_hash=bad&type=email');
    await tick(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Resend Confirmation Email' }));
    await tick(0);
    expect(sessionStorage.getItem(AUTH_STORAGE.openResendDialog)).toBe('true');
    expect(heading()).toBe('page:auth');
  });
});

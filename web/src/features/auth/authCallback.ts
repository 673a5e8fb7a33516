import { authClient } from '@/api/auth/authClient';
import { cacheProfile, ensureProfile, fetchProfile } from '@/api/auth/profile';
import { AUTH_STORAGE } from '@/api/auth/storageKeys';
import type { Session } from '@/api/auth/types';
import type { ToastInput } from '@/components/toast';
import { track } from '@/lib/analytics';
import { writeItem } from '@/lib/storage';
import { AUTH_TOASTS, CALLBACK_TEXT, CALLBACK_TOASTS } from './messages';

/** Spec §4 / §9 waits of the return pages. */
export const CALLBACK_TIMING = {
  settleMs: 1_500,
  secondChanceMs: 2_000,
  errorRedirectMs: 3_000,
  emailRedirectMs: 2_000,
  successReloadMs: 500,
  oldFirstCheckMs: 1_000,
  oldPollAttempts: 10,
  oldPollIntervalMs: 1_000,
} as const;

/** How a return page ends: a toast or status text, then a page to go to after a delay. */
export interface CallbackOutcome {
  failed: boolean;
  toast?: ToastInput;
  /** Shown on the page (the failure panel's text, or the success status). */
  message?: string;
  to: string;
  delayMs: number;
  /** A full page load rather than a router navigation (after a sign-in, so every cache starts clean). */
  reload?: boolean;
}

export type Wait = (ms: number) => Promise<void>;
export const realWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spec §4: the parameters come from the URL hash, else from the query. */
export function readCallbackParams(hash: string, search: string): URLSearchParams {
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  return [...fromHash.keys()].length > 0 ? fromHash : new URLSearchParams(search);
}

/** A failed flow; the panel repeats the toast's text unless told otherwise. */
const failure = (toast: ToastInput | undefined, message?: string, to = '/auth'): CallbackOutcome => ({
  failed: true,
  toast,
  message: message ?? String(toast?.description ?? ''),
  to,
  delayMs: CALLBACK_TIMING.errorRedirectMs,
});

function providerError(params: URLSearchParams): CallbackOutcome {
  const error = params.get('error');
  const description = params.get('error_description') ?? error ?? '';
  const toast =
    error === 'access_denied'
      ? CALLBACK_TOASTS.cancelled
      : error === 'invalid_request'
        ? CALLBACK_TOASTS.invalidRequest
        : CALLBACK_TOASTS.failed(description);
  return failure(toast, undefined, '/');
}

async function currentSession(): Promise<Session | null> {
  return (await authClient.getSession()).data.session;
}

/**
 * The first return page (spec §4 "Auth callback, first variant"): the five branches in order,
 * then the waits for the session, the profile (created when missing) and the welcome.
 */
export async function completeAuthCallback(
  params: URLSearchParams,
  report: (status: string) => void,
  wait: Wait = realWait,
): Promise<CallbackOutcome> {
  try {
    if (params.get('error')) return providerError(params);
    if (params.get('type') === 'email') {
      track('email_verified');
      return { failed: false, toast: CALLBACK_TOASTS.emailVerified, to: '/', delayMs: CALLBACK_TIMING.emailRedirectMs };
    }

    const accessToken = params.get('access_token');
    const refreshToken = params.get('refresh_token');
    const code = params.get('code');
    report('Setting up your session...');
    if (accessToken && refreshToken) {
      const { error } = await authClient.setSession({
        access_token: accessToken,
        refresh_token: refreshToken,
        expires_in: Number(params.get('expires_in')) || undefined,
        expires_at: Number(params.get('expires_at')) || undefined,
      });
      if (error) return failure(CALLBACK_TOASTS.sessionError, error.message);
    } else if (code) {
      const { error } = await authClient.exchangeCodeForSession(code);
      if (error) return failure(CALLBACK_TOASTS.exchangeError, error.message);
    } else {
      return failure(CALLBACK_TOASTS.invalidResponse, CALLBACK_TEXT.noData);
    }

    await wait(CALLBACK_TIMING.settleMs);
    let session = await currentSession();
    if (!session) {
      await wait(CALLBACK_TIMING.secondChanceMs);
      session = await currentSession();
    }
    if (!session) return failure(CALLBACK_TOASTS.sessionError, CALLBACK_TEXT.noSession);

    report('Loading your profile...');
    const account = session.user ?? (await authClient.getUser()).data.user;
    if (!account) return failure(CALLBACK_TOASTS.signInError, CALLBACK_TEXT.noSession);
    try {
      cacheProfile(await ensureProfile(account));
    } catch {
      return failure(CALLBACK_TOASTS.signInError);
    }
    writeItem('session', AUTH_STORAGE.justAuthenticated, 'true');
    return { failed: false, toast: AUTH_TOASTS.welcomeBack, to: '/', delayMs: CALLBACK_TIMING.successReloadMs, reload: true };
  } catch {
    return failure(CALLBACK_TOASTS.unexpected);
  }
}

/**
 * The older return page (spec §4 "second variant"): waits 1 s, takes the session (adopting
 * tokens from the hash, as supabase-js's URL detection did), then polls the profile up to 10
 * times a second apart, since the provider's SIGNED_IN handler may still be creating it.
 */
export async function completeOldAuthCallback(
  params: URLSearchParams,
  report: (status: string) => void,
  wait: Wait = realWait,
): Promise<CallbackOutcome> {
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (accessToken && refreshToken) {
    await authClient.setSession({ access_token: accessToken, refresh_token: refreshToken, expires_in: Number(params.get('expires_in')) || undefined });
  }
  await wait(CALLBACK_TIMING.oldFirstCheckMs);
  if (!(await currentSession())) return failure(undefined, CALLBACK_TEXT.noSession);

  report('Loading your profile...');
  for (let attempt = 1; attempt <= CALLBACK_TIMING.oldPollAttempts; attempt += 1) {
    const profile = await fetchProfile().catch(() => null);
    if (profile) {
      cacheProfile(profile);
      return { failed: false, message: CALLBACK_TEXT.success, to: '/', delayMs: CALLBACK_TIMING.successReloadMs };
    }
    if (attempt < CALLBACK_TIMING.oldPollAttempts) await wait(CALLBACK_TIMING.oldPollIntervalMs);
  }
  return failure(undefined, CALLBACK_TEXT.profileRetriesExhausted);
}

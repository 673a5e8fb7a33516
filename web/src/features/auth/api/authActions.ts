import { authClient } from '@/api/auth/authClient';
import { AUTH_STORAGE } from '@/api/auth/storageKeys';
import type { Provider } from '@/api/auth/types';
import { toast } from '@/components/toast';
import { track } from '@/lib/analytics';
import { writeItem } from '@/lib/storage';
import { AUTH_TOASTS, UNCONFIRMED_EMAIL } from '../messages';
import type { LoginValues, RegisterValues } from '../schemas';

/** Spec §4: after a fresh login, wait this long for the session to settle. */
export const SESSION_SETTLE_MS = 1_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** E-mail and password sign-in; true once signed in (the provider then loads the profile). */
export async function signInWithEmail({ email, password }: LoginValues): Promise<boolean> {
  const { error } = await authClient.signInWithPassword({ email, password });
  if (error) {
    track('auth_error', { method: 'email', code: error.code });
    // The spec's sentence for an unconfirmed address, whatever the server's wording.
    toast(AUTH_TOASTS.signInFailed(error.code === 'email_not_confirmed' ? UNCONFIRMED_EMAIL : error.message));
    return false;
  }
  await wait(SESSION_SETTLE_MS);
  track('login', { method: 'email' });
  toast(AUTH_TOASTS.welcomeBack);
  return true;
}

/**
 * Registration. Without a session the confirmation mail is pending: the address is remembered
 * and the person is told to check their mail (spec §4). With one, the provider's SIGNED_IN
 * handler creates the profile.
 */
export async function registerWithEmail({ email, password, username }: RegisterValues): Promise<boolean> {
  const { data, error } = await authClient.signUp({ email, password, options: { data: { username } } });
  if (error) {
    track('auth_error', { method: 'email', code: error.code });
    toast(AUTH_TOASTS.signUpFailed(error.message));
    return false;
  }
  track('sign_up', { method: 'email' });
  if (data.session) {
    toast(AUTH_TOASTS.accountCreated);
  } else {
    writeItem('local', AUTH_STORAGE.pendingEmail, email);
    toast(AUTH_TOASTS.checkEmail);
  }
  return true;
}

/** Google or Apple: the client leaves for the provider 100 ms after this resolves true. */
export async function signInWithProvider(provider: Provider): Promise<boolean> {
  try {
    const { data, error } = await authClient.signInWithOAuth({ provider });
    if (error) {
      track('auth_error', { method: provider, code: error.code });
      toast(AUTH_TOASTS.oauthError(error.message, error.status));
      return false;
    }
    if (!data.url) {
      toast(AUTH_TOASTS.configurationError);
      return false;
    }
    return true;
  } catch {
    toast(AUTH_TOASTS.oauthStartFailed);
    return false;
  }
}

/** The resend dialog's action; true when the mail was asked for. */
export async function resendConfirmation(email: string): Promise<boolean> {
  const address = email.trim();
  if (!address) {
    toast(AUTH_TOASTS.emailRequired);
    return false;
  }
  try {
    const { error } = await authClient.resend({ type: 'signup', email: address });
    if (error) {
      toast(AUTH_TOASTS.resendFailed(error.message));
      return false;
    }
    toast(AUTH_TOASTS.emailSent);
    return true;
  } catch {
    toast(AUTH_TOASTS.unexpected);
    return false;
  }
}

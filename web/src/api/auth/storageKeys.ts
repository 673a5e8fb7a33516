/**
 * Every browser-storage key the accounts code owns (spec §3), in one place so sign-out can
 * clear exactly what it names (spec §4) and nothing else.
 */
export const AUTH_STORAGE = {
  /** localStorage: the auth client's persisted session (tokens, expiry, user). */
  session: 'bingeable.auth.session',
  /** localStorage: the signed-in user's id, kept separately (spec §3). */
  userId: 'bingeable.auth.userId',
  /** localStorage: the last fetched profile (spec §3 "auth-user key"). */
  authUser: 'bingeable.auth.user',
  /** localStorage: the address waiting for its confirmation e-mail. */
  pendingEmail: 'bingeable.auth.pendingConfirmationEmail',
  /** sessionStorage: set for the page load right after a sign-in completed. */
  justAuthenticated: 'bingeable.auth.justAuthenticated',
  /** sessionStorage: set by the confirmation-failure screen so /auth opens the resend dialog. */
  openResendDialog: 'bingeable.auth.openResendDialog',
} as const;

/** localStorage: the profile copied under a key named by the user id (spec §3). */
export function userKey(userId: string): string {
  return `bingeable.auth.user.${userId}`;
}

/** The cookie carrying the bearer token (spec §3). */
export const AUTH_COOKIE = 'bingeable-access-token';
export const AUTH_COOKIE_MAX_AGE_S = 3600;

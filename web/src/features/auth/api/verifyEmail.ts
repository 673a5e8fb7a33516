import { authClient } from '@/api/auth/authClient';
import { CONFIRMATION_TEXT } from '../messages';

export type VerifyResult = { ok: true; alreadyConfirmed: boolean } | { ok: false; message: string };

/*
 * A confirmation link works once. React's development double effects, or a remount, must not
 * spend it twice (the second call would report the link as used), so each token hash is sent
 * once per page load and later callers share the answer.
 */
const verifications = new Map<string, Promise<VerifyResult>>();

async function verify(tokenHash: string): Promise<VerifyResult> {
  const { data, error } = await authClient.verifyOtp({ token_hash: tokenHash, type: 'email' });
  if (!error) return { ok: true, alreadyConfirmed: data.alreadyConfirmed };
  // The server's 400 already is the spec's sentence; anything else says what failed.
  return { ok: false, message: error.status === 400 ? error.message : CONFIRMATION_TEXT.failedToVerify(error.message) };
}

export function verifyEmailOnce(tokenHash: string | null): Promise<VerifyResult> {
  if (!tokenHash) return Promise.resolve({ ok: false, message: CONFIRMATION_TEXT.invalidLink });
  let pending = verifications.get(tokenHash);
  if (!pending) {
    pending = verify(tokenHash);
    verifications.set(tokenHash, pending);
  }
  return pending;
}

/** For tests: forget which links were sent. */
export function resetVerifications(): void {
  verifications.clear();
}

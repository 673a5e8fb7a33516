import { useCallback, useEffect, useMemo, useState } from 'react';
import { browserLocation } from '@/lib/browserLocation';
import { authClient } from './authClient';
import {
  cacheProfile,
  clearAuthStorage,
  ensureProfile,
  profileFromAccount,
  readCachedProfile,
  type AuthUser,
} from './profile';
import type { Session } from './types';
import type { AuthSession, AuthState } from './useAuth';

/** Spec §4: the server-side sign-out runs this long after the local one (then the app reloads). */
export const SIGN_OUT_CALL_DELAY_MS = 100;

type Snapshot = Pick<AuthState, 'user' | 'session' | 'loading'>;

const SIGNED_OUT_SNAPSHOT: Snapshot = { user: null, session: null, loading: false };

export function toAuthSession(session: Session): AuthSession {
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresIn: session.expires_in,
    expiresAt: session.expires_at,
  };
}

/**
 * The profile for a session: fetched, or created when missing (spec §4). When the server
 * cannot be reached the cached profile stands in; failing that, what the account says.
 */
async function loadProfile(session: Session): Promise<AuthUser | null> {
  const account = session.user ?? (await authClient.getUser()).data.user;
  if (!account) return readCachedProfile();
  try {
    const profile = await ensureProfile(account);
    cacheProfile(profile);
    return profile;
  } catch (error) {
    console.warn('Could not load the profile; using the cached one', error);
    const cached = readCachedProfile();
    return cached?.id === account.id ? cached : profileFromAccount(account);
  }
}

/**
 * Anonymous visitors with nothing stored start signed out, so their first paint has no
 * spinner; anyone with a session or a cached user starts loading.
 */
function initialSnapshot(): Snapshot {
  const stored = authClient.loadStoredSession();
  if (!stored && !readCachedProfile()) return SIGNED_OUT_SNAPSHOT;
  return { user: null, session: stored ? toAuthSession(stored) : null, loading: true };
}

/** The authentication lifecycle of spec §4: loading, then signed in or signed out. */
export function useAuthLifecycle(): AuthState {
  const [snapshot, setSnapshot] = useState<Snapshot>(initialSnapshot);

  useEffect(() => {
    let active = true;
    const update = (next: Snapshot | ((prev: Snapshot) => Snapshot)) => {
      if (active) setSnapshot(next);
    };
    // Counts SIGNED_OUT events, so a profile load that outlived its session can tell.
    let signOuts = 0;
    const signedIn = async (session: Session) => {
      const signOutsBefore = signOuts;
      const user = await loadProfile(session);
      // The server may have refused the session while the profile loaded (401, then a refused
      // refresh: SIGNED_OUT). Showing the cached user then would put a member's menu on a
      // signed-out page.
      if (signOuts !== signOutsBefore) return;
      update({ user, session: toAuthSession(session), loading: false });
    };

    const start = async () => {
      let { session } = (await authClient.getSession()).data;
      // A cached user without a session gets exactly one refresh attempt (spec §4).
      if (!session && readCachedProfile()) session = (await authClient.refreshSession()).data.session;
      if (session) return signedIn(session);
      clearAuthStorage();
      // The client re-reads storage, so it drops a session it could not renew as well.
      authClient.loadStoredSession();
      update(SIGNED_OUT_SNAPSHOT);
    };
    void start();

    const { subscription } = authClient.onAuthStateChange((event, session) => {
      if (event === 'SIGNED_OUT') {
        signOuts += 1;
        clearAuthStorage();
        update(SIGNED_OUT_SNAPSHOT);
      } else if (event === 'SIGNED_IN' && session) {
        void signedIn(session);
      } else if (event === 'TOKEN_REFRESHED' && session) {
        update((prev) => ({ ...prev, session: toAuthSession(session) }));
      }
      // INITIAL_SESSION is handled by start(), which also covers the cached-user refresh.
    }).data;

    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, []);

  const signOut = useCallback(async () => {
    clearAuthStorage();
    const revokeOnServer = authClient.endLocalSession();
    // The reload would cancel a timer started before it, so the server was never told and the
    // access token stayed valid: the real sign-out goes first (a keepalive request, which
    // outlives the page), 100 ms after this tab forgot the session, and the reload follows it.
    setTimeout(() => {
      void revokeOnServer();
      browserLocation.assign('/');
    }, SIGN_OUT_CALL_DELAY_MS);
  }, []);

  return useMemo(() => ({ ...snapshot, signOut }), [snapshot, signOut]);
}

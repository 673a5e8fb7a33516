import { createContext, useContext, type ReactNode } from 'react';
import type { AuthUser } from './profile';
import { useAuthLifecycle } from './useAuthLifecycle';

export type { AuthUser } from './profile';

/** Tokens from the server's session endpoints (spec §3 "Session"). */
export interface AuthSession {
  accessToken: string;
  refreshToken: string;
  /** Lifetime in seconds when issued. */
  expiresIn: number;
  /** Unix seconds; absent in hand-made test states. */
  expiresAt?: number;
}

export interface AuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  /** True until the start-up session check has finished. */
  loading: boolean;
  /** Spec §4: clears everything, reloads to /, and signs out on the server 100 ms later. */
  signOut: () => Promise<void>;
}

/** Signed out, not loading: the default for code rendered outside any provider. */
export const SIGNED_OUT: AuthState = {
  user: null,
  session: null,
  loading: false,
  signOut: async () => {},
};

const AuthContext = createContext<AuthState>(SIGNED_OUT);

/** The real session lifecycle (spec §4). */
function LiveAuthProvider({ children }: { children: ReactNode }) {
  const state = useAuthLifecycle();
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

/** `value` lets tests supply the state; without it the provider runs the real lifecycle. */
export function AuthProvider({ children, value }: { children: ReactNode; value?: AuthState }) {
  if (value) return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
  return <LiveAuthProvider>{children}</LiveAuthProvider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** The signed-in member as the SPA knows it (spec §3 "User profile"). */
export interface AuthUser {
  id: string;
  email: string;
  username?: string | null;
  createdAt?: string | null;
}

/** Tokens from the server's session endpoints (spec §3 "Session"). */
export interface AuthSession {
  accessToken: string;
  refreshToken: string;
  /** Lifetime in seconds when issued. */
  expiresIn: number;
}

export interface AuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  /** True until the start-up session check has finished. */
  loading: boolean;
  signOut: () => Promise<void>;
}

/**
 * Signed out, not loading. The accounts work replaces the provider's value
 * with the real session lifecycle; consumers only ever see this shape.
 */
const SIGNED_OUT: AuthState = {
  user: null,
  session: null,
  loading: false,
  signOut: async () => {},
};

const AuthContext = createContext<AuthState>(SIGNED_OUT);

/** `value` lets tests (and later the real implementation) supply the state. */
export function AuthProvider({ children, value }: { children: ReactNode; value?: AuthState }) {
  const state = useMemo(() => value ?? SIGNED_OUT, [value]);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

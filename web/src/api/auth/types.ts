/** Wire types of the auth service (docs/API.md "Accounts"), named as supabase-js names them. */

export type Provider = 'google' | 'apple';

/** The account as `/auth/v1/*` returns it. */
export interface User {
  id: string;
  email: string;
  email_confirmed_at?: string | null;
  created_at?: string | null;
  user_metadata?: { username?: string } & Record<string, unknown>;
  app_metadata?: { provider?: string } & Record<string, unknown>;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  token_type: string;
  /** Lifetime in seconds when issued. */
  expires_in: number;
  /** Unix seconds. */
  expires_at: number;
  user: User | null;
}

export type AuthChangeEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

/** A failed auth call: the server's sentence, its HTTP status (0 = no answer) and `code`. */
export class AuthError extends Error {
  readonly status: number;
  readonly code?: string;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
  }
}

/** Every client call answers like supabase-js: data, or an error, never a throw. */
export type AuthResult<T> = { data: T; error: null } | { data: { [K in keyof T]: null }; error: AuthError };

import { NETWORK_ERROR_MESSAGE } from '@/lib/apiRequest';
import { setAuthToken, setTokenRefresher } from '@/lib/authToken';
import { browserLocation } from '@/lib/browserLocation';
import { readJson, removeItem, writeItem } from '@/lib/storage';
import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE_S, AUTH_STORAGE } from './storageKeys';
import { AuthError, type AuthChangeEvent, type AuthResult, type Provider, type Session, type User } from './types';

/** Spec §4 / §9: refresh this long before the access token expires. */
export const REFRESH_MARGIN_S = 60;
/** Spec §4: OAuth leaves for the provider after this delay. */
export const OAUTH_REDIRECT_DELAY_MS = 100;
/** Spec §9: refresh retries back off from 200 ms, doubling. */
export const REFRESH_RETRY_BASE_MS = 200;
export const MAX_REFRESH_RETRIES = 3;
/** docs/API.md: access tokens last 3600 s; used when a token arrives without its expiry. */
const DEFAULT_LIFETIME_S = 3600;

export type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

export interface AuthClientOptions {
  /** Defaults to the global fetch, looked up per call so tests can stub it. */
  fetch?: typeof fetch;
  /** Leaving the SPA for the provider (defaults to a full page load). */
  navigate?: (url: string) => void;
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
  /** For the sign-out call that may outlive the page (sign-out reloads the app). */
  keepalive?: boolean;
}

/** The cookie string carrying the bearer token (spec §3: 3600 s, Secure, same-site); null expires it. */
export function authCookie(token: string | null): string {
  const value = token ? encodeURIComponent(token) : '';
  const maxAge = token ? AUTH_COOKIE_MAX_AGE_S : 0;
  return `${AUTH_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; Secure; SameSite=Strict`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function asUser(value: unknown): User | null {
  return isRecord(value) && typeof value.id === 'string' ? (value as unknown as User) : null;
}

/** Reads a Session answer; a missing expiry is derived from expires_in (or the 3600 s default). */
export function asSession(value: unknown, nowMs = Date.now()): Session | null {
  if (!isRecord(value)) return null;
  const { access_token, refresh_token } = value;
  if (typeof access_token !== 'string' || !access_token || typeof refresh_token !== 'string' || !refresh_token) {
    return null;
  }
  const expiresIn = Number(value.expires_in) > 0 ? Number(value.expires_in) : DEFAULT_LIFETIME_S;
  const expiresAt = Number(value.expires_at) > 0 ? Number(value.expires_at) : Math.floor(nowMs / 1000) + expiresIn;
  return {
    access_token,
    refresh_token,
    token_type: typeof value.token_type === 'string' ? value.token_type : 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    user: asUser(value.user),
  };
}

/** A 502/503/504 or no answer at all: worth another refresh attempt (spec §8). */
function isRetryable(error: AuthError): boolean {
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const noSession = () => new AuthError('Auth session missing!', 400, 'session_not_found');

/**
 * The browser side of our GoTrue-shaped auth service (docs/API.md "Accounts"), written to read
 * like supabase-js's `supabase.auth` so the spec's flows map one to one. It owns the session:
 * persisted in localStorage, mirrored into the bearer token `apiRequest` sends and into the
 * auth cookie, refreshed 60 s before expiry, announced through `onAuthStateChange`.
 */
export class AuthClient {
  private session: Session | null = null;
  private readonly listeners = new Set<AuthListener>();
  private refreshing: Promise<AuthResult<{ session: Session; user: User | null }>> | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly options: AuthClientOptions;

  constructor(options: AuthClientOptions = {}) {
    this.options = options;
    this.loadStoredSession();
  }

  /**
   * Re-reads the persisted session (start-up, or after another tab or a test changed storage)
   * and re-arms the bearer token, cookie and refresh timer from it.
   */
  loadStoredSession(): Session | null {
    const stored = asSession(readJson('local', AUTH_STORAGE.session));
    if (stored) this.applySession(stored);
    else this.forgetSession();
    return stored;
  }

  /** Lets `apiRequest` renew an expired token through this client (one refresh, one retry). */
  attachToRequests(): void {
    setTokenRefresher(async () => {
      const { data } = await this.refreshSession();
      return data.session?.access_token ?? null;
    });
  }

  onAuthStateChange(listener: AuthListener): { data: { subscription: { unsubscribe: () => void } } } {
    this.listeners.add(listener);
    // As supabase-js: every new subscriber first hears the current state, asynchronously.
    queueMicrotask(() => {
      if (this.listeners.has(listener)) listener('INITIAL_SESSION', this.session);
    });
    return { data: { subscription: { unsubscribe: () => this.listeners.delete(listener) } } };
  }

  async signUp(credentials: {
    email: string;
    password: string;
    options?: { data?: Record<string, unknown> };
  }): Promise<AuthResult<{ user: User | null; session: Session | null }>> {
    const { email, password, options } = credentials;
    const result = await this.request('/auth/v1/signup', {
      method: 'POST',
      body: { email, password, data: options?.data ?? {} },
    });
    if (result.error) return { data: { user: null, session: null }, error: result.error };
    const body = isRecord(result.body) ? result.body : {};
    const session = asSession(body.session);
    const user = asUser(body.user) ?? session?.user ?? null;
    if (session) this.saveSession({ ...session, user: session.user ?? user }, 'SIGNED_IN');
    return { data: { user, session }, error: null };
  }

  async signInWithPassword(credentials: {
    email: string;
    password: string;
  }): Promise<AuthResult<{ user: User | null; session: Session }>> {
    const result = await this.request('/auth/v1/token?grant_type=password', { method: 'POST', body: credentials });
    const session = result.error ? null : asSession(result.body);
    if (!session) {
      return { data: { user: null, session: null }, error: result.error ?? new AuthError('Invalid session', 500) };
    }
    this.saveSession(session, 'SIGNED_IN');
    return { data: { user: session.user, session }, error: null };
  }

  /**
   * Asks the server which providers are configured, then leaves for its authorize URL after
   * 100 ms (spec §4). A provider that is not configured answers `url: null` and no error, which
   * the caller reports as the spec's 'Configuration Error'.
   */
  async signInWithOAuth({ provider }: { provider: Provider }): Promise<AuthResult<{ provider: Provider; url: string | null }>> {
    const result = await this.request('/auth/v1/settings');
    if (result.error) return { data: { provider: null, url: null }, error: result.error };
    const external = isRecord(result.body) && isRecord(result.body.external) ? result.body.external : {};
    if (external[provider] !== true) return { data: { provider, url: null }, error: null };
    const url = `/auth/v1/authorize?provider=${encodeURIComponent(provider)}`;
    const navigate = this.options.navigate ?? ((to: string) => browserLocation.assign(to));
    setTimeout(() => navigate(url), OAUTH_REDIRECT_DELAY_MS);
    return { data: { provider, url }, error: null };
  }

  async resend({ type, email }: { type: 'signup'; email: string }): Promise<AuthResult<Record<string, never>>> {
    const result = await this.request('/auth/v1/resend', { method: 'POST', body: { type, email } });
    return result.error ? { data: {}, error: result.error } : { data: {}, error: null };
  }

  /** Confirms an e-mail address from the link in the mail. No session: the person signs in next. */
  async verifyOtp(params: {
    token_hash: string;
    type: 'email';
  }): Promise<AuthResult<{ user: User | null; alreadyConfirmed: boolean }>> {
    const result = await this.request('/auth/v1/verify', { method: 'POST', body: params });
    if (result.error) return { data: { user: null, alreadyConfirmed: null }, error: result.error };
    const body = isRecord(result.body) ? result.body : {};
    return { data: { user: asUser(body.user), alreadyConfirmed: body.already_confirmed === true }, error: null };
  }

  /**
   * Adopts tokens handed over in the callback URL. The access token is checked with
   * GET /auth/v1/user (it is opaque, so that is also where the user comes from); one that has
   * already expired is renewed with the refresh token.
   */
  async setSession(tokens: {
    access_token: string;
    refresh_token: string;
    expires_in?: number;
    expires_at?: number;
  }): Promise<AuthResult<{ session: Session; user: User | null }>> {
    const candidate = asSession(tokens);
    if (!candidate) return { data: { session: null, user: null }, error: noSession() };
    const result = await this.request('/auth/v1/user', { token: candidate.access_token });
    if (result.error?.status === 401) return this.refreshSession({ refresh_token: candidate.refresh_token });
    if (result.error) return { data: { session: null, user: null }, error: result.error };
    const session = { ...candidate, user: asUser(result.body) };
    this.saveSession(session, 'SIGNED_IN');
    return { data: { session, user: session.user }, error: null };
  }

  /**
   * The server finishes the provider's PKCE exchange itself and hands the SPA tokens, so there
   * is no code for the SPA to exchange (docs/API.md has no such call). Kept for the callback's
   * fourth branch; it always answers an error and sends nothing.
   */
  async exchangeCodeForSession(code: string): Promise<AuthResult<{ session: Session; user: User | null }>> {
    void code;
    return {
      data: { session: null, user: null },
      error: new AuthError('This server does not issue codes to exchange.', 400, 'flow_not_supported'),
    };
  }

  /** The current session; an expired one is renewed first (as supabase-js does). */
  async getSession(): Promise<{ data: { session: Session | null }; error: AuthError | null }> {
    if (!this.session) return { data: { session: null }, error: null };
    if (this.session.expires_at * 1000 > Date.now()) return { data: { session: this.session }, error: null };
    const { data, error } = await this.refreshSession();
    return { data: { session: data.session }, error };
  }

  /** The account behind the current access token, asked of the server. */
  async getUser(): Promise<AuthResult<{ user: User }>> {
    const token = this.session?.access_token;
    if (!token) return { data: { user: null }, error: noSession() };
    const result = await this.request('/auth/v1/user', { token });
    const user = result.error ? null : asUser(result.body);
    if (!user) return { data: { user: null }, error: result.error ?? new AuthError('Invalid user', 500) };
    return { data: { user }, error: null };
  }

  /**
   * Trades the refresh token for a new session. Concurrent callers share one request: refresh
   * tokens are single use and the server revokes the whole sign-in when one is spent twice.
   */
  refreshSession(current?: { refresh_token: string }): Promise<AuthResult<{ session: Session; user: User | null }>> {
    const token = current?.refresh_token ?? this.session?.refresh_token;
    if (!token) return Promise.resolve({ data: { session: null, user: null }, error: noSession() });
    this.refreshing ??= this.refreshWithRetries(token).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Signs out here and on the server. */
  async signOut(): Promise<{ error: null }> {
    await this.endLocalSession()();
    return { error: null };
  }

  /**
   * Forgets the session in this browser at once (storage, bearer, cookie, timer; SIGNED_OUT)
   * and returns the call that revokes it on the server, for callers that must delay it
   * (spec §4: sign-out calls the real sign-out 100 ms after reloading).
   */
  endLocalSession(): () => Promise<void> {
    const token = this.session?.access_token;
    this.forgetSession();
    this.emit('SIGNED_OUT', null);
    return async () => {
      if (token) await this.request('/auth/v1/logout', { method: 'POST', token, keepalive: true });
    };
  }

  private async refreshWithRetries(refreshToken: string): Promise<AuthResult<{ session: Session; user: User | null }>> {
    for (let attempt = 0; ; attempt += 1) {
      const result = await this.request('/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        body: { refresh_token: refreshToken },
      });
      const session = result.error ? null : asSession(result.body);
      if (session) {
        this.saveSession({ ...session, user: session.user ?? this.session?.user ?? null }, 'TOKEN_REFRESHED');
        return { data: { session, user: session.user }, error: null };
      }
      const error = result.error ?? new AuthError('Invalid session', 500);
      if (isRetryable(error) && attempt < MAX_REFRESH_RETRIES) {
        await sleep(REFRESH_RETRY_BASE_MS * 2 ** attempt);
        continue;
      }
      // The server refused the token (400 unknown, spent or revoked; 401): that sign-in is over.
      // Anything else (an outage, a rate limit) keeps the session so a later attempt can succeed.
      if ((error.status === 400 || error.status === 401) && this.session?.refresh_token === refreshToken) {
        this.forgetSession();
        this.emit('SIGNED_OUT', null);
      }
      return { data: { session: null, user: null }, error };
    }
  }

  private saveSession(session: Session, event: AuthChangeEvent): void {
    this.applySession(session);
    writeItem('local', AUTH_STORAGE.session, JSON.stringify(session));
    this.emit(event, session);
  }

  private applySession(session: Session): void {
    this.session = session;
    setAuthToken(session.access_token);
    document.cookie = authCookie(session.access_token);
    this.scheduleRefresh(session);
  }

  private forgetSession(): void {
    const had = this.session !== null;
    this.session = null;
    this.clearRefreshTimer();
    removeItem('local', AUTH_STORAGE.session);
    setAuthToken(null);
    if (had) document.cookie = authCookie(null);
  }

  private scheduleRefresh(session: Session): void {
    this.clearRefreshTimer();
    const delay = Math.max(0, (session.expires_at - REFRESH_MARGIN_S) * 1000 - Date.now());
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      void this.refreshSession();
    }, delay);
  }

  private clearRefreshTimer(): void {
    if (this.refreshTimer !== null) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private emit(event: AuthChangeEvent, session: Session | null): void {
    for (const listener of [...this.listeners]) listener(event, session);
  }

  private async request(path: string, options: RequestOptions = {}): Promise<{ body: unknown; error: AuthError | null }> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(path, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'include',
        keepalive: options.keepalive,
      });
    } catch {
      return { body: null, error: new AuthError(NETWORK_ERROR_MESSAGE, 0, 'network') };
    }
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      body = null;
    }
    if (response.ok) return { body, error: null };
    const record = isRecord(body) ? body : {};
    const message = typeof record.error === 'string' ? record.error : text || response.statusText || `HTTP ${response.status}`;
    const code = typeof record.code === 'string' ? record.code : undefined;
    return { body, error: new AuthError(message, response.status, code) };
  }
}

/** The app's one auth client (supabase-js's `supabase.auth`). */
export const authClient = new AuthClient();
authClient.attachToRequests();

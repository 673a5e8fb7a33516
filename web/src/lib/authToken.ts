/**
 * Where the request helper finds the bearer token. The auth layer calls
 * `setAuthToken` when a session starts, refreshes or ends; `apiRequest` only
 * reads it, so the two stay decoupled (and tests can set a token directly).
 */
let currentToken: string | null = null;

export function getAuthToken(): string | null {
  return currentToken;
}

export function setAuthToken(token: string | null): void {
  currentToken = token && token.length > 0 ? token : null;
}

/**
 * Gets a fresh access token after the server answered 401 to one that was sent (expired or
 * revoked), or null when the session cannot be renewed. Registered by the auth client, so
 * lib/ never imports it.
 */
export type TokenRefresher = () => Promise<string | null>;

let refresher: TokenRefresher | null = null;

export function setTokenRefresher(next: TokenRefresher | null): void {
  refresher = next;
}

export function getTokenRefresher(): TokenRefresher | null {
  return refresher;
}

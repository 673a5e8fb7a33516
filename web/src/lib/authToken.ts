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

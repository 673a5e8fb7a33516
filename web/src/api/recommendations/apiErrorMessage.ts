import { ApiError } from '@/lib/apiRequest';

/**
 * The sentence to show a person for a failed call: our server's body is `{"error": "..."}`
 * (docs/API.md), so the server's own sentence is used when there is one; anything else gives
 * `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind !== 'http') return error.message;
    return serverSentence(error.body) ?? fallback;
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

function serverSentence(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const text = (body as { error?: unknown }).error;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
}

/** True for a request the caller cancelled itself (page left): such failures stay silent. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

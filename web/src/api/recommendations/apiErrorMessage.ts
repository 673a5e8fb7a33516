import { ApiError } from '@/lib/apiRequest';

/**
 * The sentence to show a person for a failed call. `apiRequest` reports HTTP failures as
 * "{status}: {body}", and our server's body is `{"error": "..."}` (docs/API.md), so the
 * server's own sentence is used when there is one; anything else gives `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind !== 'http') return error.message;
    return serverSentence(error.message) ?? fallback;
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

function serverSentence(message: string): string | null {
  const body = message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const text = (parsed as { error?: unknown }).error;
      if (typeof text === 'string' && text.trim()) return text.trim();
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): nothing a person should read.
  }
  return null;
}

/** True for a request the caller cancelled itself (page left): such failures stay silent. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

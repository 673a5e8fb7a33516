import { vi } from 'vitest';
import { makeRec } from '@/lib/recs/testFixtures';

/** One recorded call to the fake server. */
export interface RecordedCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

export type FakeReply =
  | { status: number; body: unknown }
  /** Never answers until the request is aborted (time-out tests). */
  | 'hang';

type Handler = (call: RecordedCall) => FakeReply;

/**
 * Replaces `fetch` with a scripted server for the recommendation screens: each request is
 * recorded and answered by `handler`. Restored by vitest's restoreMocks.
 */
export function fakeRecommendationApi(handler: Handler) {
  const calls: RecordedCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const bodyText = typeof init?.body === 'string' ? init.body : null;
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: bodyText ? (JSON.parse(bodyText) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const reply = handler(call);
    if (reply === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    calls,
    /** Calls to one API path, in order. */
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}

/** A recommendation body with the given titles. */
export function recommendationsBody(titles: string[], unresolved: string[] = []) {
  return { status: 200, body: { recommendations: titles.map((title) => makeRec({ title, show_name: title })), unresolved } };
}

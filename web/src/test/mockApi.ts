import { vi } from 'vitest';
import { makeRec } from '@/lib/recs/testFixtures';
import type { Recommendation } from '@/lib/recs';

/** One call the page made, with its parsed JSON body. */
export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** `count` valid recommendations titled `{prefix} 1`, `{prefix} 2`, ... */
export function recs(prefix: string, count: number): Recommendation[] {
  return Array.from({ length: count }, (_, i) => makeRec({ title: `${prefix} ${i + 1}`, id: `${prefix}-${i + 1}` }));
}

/**
 * Replaces fetch with handlers keyed by "METHOD /path" (query string ignored for matching).
 * An unhandled call answers 404 so a test notices it; aborting a request rejects it as fetch
 * does. Returns the recorded calls.
 */
export function mockApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method, url, body };
      calls.push(call);
      const handler = handlers[`${method} ${url.split('?')[0]}`];
      if (!handler) return json({ error: `no mock for ${method} ${url}` }, 404);
      // Like the real fetch, an aborted signal rejects the pending request.
      const signal = init?.signal;
      return new Promise<Response>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
        Promise.resolve(handler(call)).then(resolve, reject);
      });
    }),
  );
  return calls;
}

import type { MonitoringEvent } from './event';
import { RejectedBatchError, type MonitoringTransport } from './eventQueue';

/** Spec §7: `POST /api/rum` with `{"events": [...]}`, as JSON or by beacon on unload. */
export const RUM_ENDPOINT = '/api/rum';

const body = (events: MonitoringEvent[]) => JSON.stringify({ events });

/**
 * Plain `fetch`, not `apiRequest`: monitoring must not retry, refresh tokens, de-duplicate or
 * raise toasts; a failure only puts the events back in the queue.
 */
export const rumTransport: MonitoringTransport = {
  async send(events) {
    const response = await fetch(RUM_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // No `keepalive`: it caps the body at 64 KB, and a re-queued backlog can exceed that; the
      // unload path uses the beacon instead.
      body: body(events),
    });
    const { status } = response;
    // 408 and 429 say "not now", not "never": those batches are worth another try.
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new RejectedBatchError(status);
    if (!response.ok) throw new Error(`${RUM_ENDPOINT} answered ${status}`);
  },
  beacon(events) {
    if (typeof navigator.sendBeacon !== 'function') return false;
    return navigator.sendBeacon(RUM_ENDPOINT, new Blob([body(events)], { type: 'application/json' }));
  },
};

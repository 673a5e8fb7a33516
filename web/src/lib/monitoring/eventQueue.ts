/**
 * The monitoring queue of spec §4: flushed when 10 events wait, at once on an error event, every
 * 30 s, when the browser comes back online and, on unload, by beacon. Nothing is sent offline;
 * a failed send puts its events back. It only holds events between `start()` and `stop()`, which
 * the consent controller calls when analytics consent is given and revoked.
 */
import type { MonitoringEvent } from './event';

/** Spec §9: batch size 10, periodic send every 30 s. */
export const MONITORING_BATCH_SIZE = 10;
export const MONITORING_FLUSH_INTERVAL_MS = 30_000;
/**
 * Bound on waiting events: a long offline spell or a server that keeps failing must not grow
 * memory for ever. The oldest events go first; the newest describe the current trouble.
 */
export const MONITORING_MAX_QUEUED = 200;
/**
 * At most this many events per request: a backlog goes out in several modest batches, each well
 * under the server's batch limits and the beacon's 64 KB.
 */
export const MONITORING_MAX_BATCH = 50;

/**
 * The server answered and refused the batch itself (a 4xx other than 408/429): sending it again
 * would be refused again, and kept in front of the queue it would take every later event down
 * with it, so it is dropped instead of re-queued.
 */
export class RejectedBatchError extends Error {
  constructor(status: number) {
    super(`monitoring batch refused with ${status}`);
    this.name = 'RejectedBatchError';
  }
}

export interface MonitoringTransport {
  /** Resolves when the server took the batch; rejects otherwise (`RejectedBatchError` for a refusal). */
  send(events: MonitoringEvent[]): Promise<void>;
  /** Queues the batch with the browser for after the page is gone; false if it refused. */
  beacon(events: MonitoringEvent[]): boolean;
}

export interface EventQueueOptions {
  transport: MonitoringTransport;
  isOnline?: () => boolean;
  maxQueued?: number;
}

export interface EventQueue {
  start(): void;
  /** Stops sending and drops whatever waits: a revoked consent covers queued events too. */
  stop(): void;
  enqueue(event: MonitoringEvent): void;
  flush(): Promise<void>;
  readonly size: number;
  readonly running: boolean;
}

export function createEventQueue({
  transport,
  isOnline = () => navigator.onLine,
  maxQueued = MONITORING_MAX_QUEUED,
}: EventQueueOptions): EventQueue {
  let queue: MonitoringEvent[] = [];
  let running = false;
  // Bumped by stop(): a send that fails after a revoke (or a revoke and a new consent) must not
  // bring its events back.
  let generation = 0;
  let timer: number | undefined;
  // One send at a time: concurrent failures would put their batches back out of order.
  let sending = false;
  // An error event arrived and has not gone out yet.
  let urgent = false;
  // After a failed send only the timer or 'online' try again, so a failing server is not hit
  // once per new event while the backlog stays over the batch size.
  let backingOff = false;

  const keepNewest = (events: MonitoringEvent[]) => events.slice(Math.max(0, events.length - maxQueued));

  const takeBatch = (): MonitoringEvent[] | null => {
    if (!running || queue.length === 0 || !isOnline()) return null;
    const batch = queue.slice(0, MONITORING_MAX_BATCH);
    queue = queue.slice(batch.length);
    urgent = false;
    return batch;
  };

  const due = () => !backingOff && (urgent || queue.length >= MONITORING_BATCH_SIZE);

  const flush = async (): Promise<void> => {
    if (sending) return;
    const batch = takeBatch();
    if (!batch) return;
    const sentIn = generation;
    sending = true;
    let sent = false;
    try {
      await transport.send(batch);
      sent = true;
    } catch (error) {
      if (running && sentIn === generation && !(error instanceof RejectedBatchError)) {
        queue = keepNewest([...batch, ...queue]);
        backingOff = true;
      }
    } finally {
      sending = false;
    }
    // The rest of a backlog that did not fit in one batch, or what became due meanwhile, goes now.
    if (sent && (batch.length === MONITORING_MAX_BATCH || due())) await flush();
  };

  const flushByBeacon = () => {
    for (let batch = takeBatch(); batch; batch = takeBatch()) {
      if (!transport.beacon(batch)) {
        queue = keepNewest([...batch, ...queue]);
        return;
      }
    }
  };

  const retry = () => {
    backingOff = false;
    void flush();
  };
  const onOnline = retry;
  const onPageHide = () => flushByBeacon();
  // 'hidden' is the last event mobile browsers reliably fire before discarding a tab.
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flushByBeacon();
  };

  return {
    start() {
      if (running) return;
      running = true;
      timer = window.setInterval(retry, MONITORING_FLUSH_INTERVAL_MS);
      window.addEventListener('online', onOnline);
      window.addEventListener('pagehide', onPageHide);
      document.addEventListener('visibilitychange', onVisibilityChange);
    },
    stop() {
      running = false;
      generation += 1;
      queue = [];
      urgent = false;
      backingOff = false;
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    },
    enqueue(event) {
      if (!running) return;
      queue = keepNewest([...queue, event]);
      if (event.type === 'error') urgent = true;
      if (due()) void flush();
    },
    flush,
    get size() {
      return queue.length;
    },
    get running() {
      return running;
    },
  };
}

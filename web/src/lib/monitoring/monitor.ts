/**
 * The monitoring client: builds events, queues them and follows the visitor's analytics consent.
 * Before consent nothing is collected or queued; revoking stops the queue and drops it.
 */
import { readConsent, subscribeConsent } from '@/lib/cookieConsent';
import { buildEvent, type EventDataByType, type MonitoringEventType } from './event';
import { createEventQueue, type EventQueue, type MonitoringTransport } from './eventQueue';
import { collectErrors, collectScrollDepth, collectWebVitals } from './collectors';
import { rumTransport } from './transport';

export interface Monitor {
  record<T extends MonitoringEventType>(type: T, data: EventDataByType[T]): void;
  readonly queue: EventQueue;
  /** Detaches from consent and the browser, and drops the queue. */
  dispose(): void;
}

export interface MonitorOptions {
  transport?: MonitoringTransport;
  isOnline?: () => boolean;
  /** Off in unit tests: the web-vitals observers cannot be detached afterwards. */
  webVitals?: boolean;
}

export function createMonitor({ transport = rumTransport, isOnline, webVitals = true }: MonitorOptions = {}): Monitor {
  const queue = createEventQueue({ transport, isOnline });
  // The browser listeners exist only while consent does.
  let detachListeners: (() => void) | null = null;

  const record: Monitor['record'] = (type, data) => {
    // Building reads storage (session id) and the page; skip it all without consent.
    if (!queue.running) return;
    queue.enqueue(buildEvent(type, data));
  };

  const followConsent = () => {
    if (readConsent()?.analytics === true) {
      queue.start();
      if (!detachListeners) {
        const detachErrors = collectErrors((data) => record('error', data));
        const detachScroll = collectScrollDepth((data) => record('interaction', data));
        detachListeners = () => {
          detachErrors();
          detachScroll();
        };
      }
    } else {
      queue.stop();
      detachListeners?.();
      detachListeners = null;
    }
  };

  followConsent();
  const unsubscribe = subscribeConsent(followConsent);
  if (webVitals) collectWebVitals((data) => record('web_vitals', data));

  return {
    record,
    queue,
    dispose() {
      unsubscribe();
      queue.stop();
      detachListeners?.();
      detachListeners = null;
    },
  };
}

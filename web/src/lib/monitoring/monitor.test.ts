import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_KEY, saveConsent } from '@/lib/cookieConsent';
import { AUTH_STORAGE } from '@/api/auth/storageKeys';
import type { MonitoringEvent } from './event';
import { MONITORING_BATCH_SIZE, MONITORING_FLUSH_INTERVAL_MS, RejectedBatchError } from './eventQueue';
import { createMonitor, type Monitor } from './monitor';
import { webVitalData } from './collectors';
import { rumTransport, RUM_ENDPOINT } from './transport';

function setup() {
  const send = vi.fn<(events: MonitoringEvent[]) => Promise<void>>(async () => {});
  const beacon = vi.fn<(events: MonitoringEvent[]) => boolean>(() => true);
  const monitor = createMonitor({ transport: { send, beacon }, isOnline: () => true, webVitals: false });
  return { monitor, send, beacon };
}

const view = (monitor: Monitor) => monitor.record('page_view', { referrer: '', title: 't' });

let monitor: Monitor | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  monitor?.dispose();
  monitor = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createMonitor and analytics consent', () => {
  it('queues and sends nothing before any consent choice, even an error or a 30 s tick', async () => {
    const t = setup();
    monitor = t.monitor;
    for (let i = 0; i < MONITORING_BATCH_SIZE; i++) view(t.monitor);
    window.dispatchEvent(new ErrorEvent('error', { message: 'early' }));
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_INTERVAL_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(t.monitor.queue.size).toBe(0);
    expect(t.send).not.toHaveBeenCalled();
    expect(t.beacon).not.toHaveBeenCalled();
  });

  it('queues nothing after "Essential Only"', async () => {
    saveConsent({ analytics: false, advertising: true });
    const t = setup();
    monitor = t.monitor;
    view(t.monitor);
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_INTERVAL_MS);
    expect(t.monitor.queue.size).toBe(0);
    expect(t.send).not.toHaveBeenCalled();
  });

  it('starts when analytics consent is saved, and then reports uncaught errors at once', async () => {
    const t = setup();
    monitor = t.monitor;
    view(t.monitor);
    saveConsent({ analytics: true, advertising: false });
    view(t.monitor);
    expect(t.monitor.queue.size).toBe(1);
    window.dispatchEvent(new ErrorEvent('error', { message: 'kaput', filename: 'app.js', lineno: 3, colno: 7 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.send).toHaveBeenCalledTimes(1);
    const [first, error] = t.send.mock.calls[0]?.[0] ?? [];
    expect(first?.type).toBe('page_view');
    expect(error).toMatchObject({ type: 'error', data: { message: 'kaput', filename: 'app.js', line: 3, column: 7, type: 'javascript' } });
  });

  it('reports an unhandled promise rejection as type unhandled_promise', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ essential: true, analytics: true, advertising: false }));
    const t = setup();
    monitor = t.monitor;
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new Error('no answer') });
    window.dispatchEvent(event);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.send.mock.calls[0]?.[0][0]?.data).toMatchObject({ message: 'no answer', type: 'unhandled_promise' });
  });

  it('revoking consent stops it and drops the queue: nothing waiting is sent later, nothing new is queued', async () => {
    saveConsent({ analytics: true, advertising: true });
    const t = setup();
    monitor = t.monitor;
    view(t.monitor);
    view(t.monitor);
    saveConsent({ analytics: false, advertising: true });
    expect(t.monitor.queue.size).toBe(0);
    view(t.monitor);
    window.dispatchEvent(new ErrorEvent('error', { message: 'after revoke' }));
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_INTERVAL_MS * 2);
    window.dispatchEvent(new Event('pagehide'));
    expect(t.send).not.toHaveBeenCalled();
    expect(t.beacon).not.toHaveBeenCalled();
  });

  it('stops when another tab revokes consent (storage event)', () => {
    saveConsent({ analytics: true, advertising: false });
    const t = setup();
    monitor = t.monitor;
    view(t.monitor);
    expect(t.monitor.queue.size).toBe(1);
    localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ essential: true, analytics: false, advertising: false }));
    window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_CONSENT_KEY }));
    expect(t.monitor.queue.running).toBe(false);
    expect(t.monitor.queue.size).toBe(0);
  });

  it('fills the spec fields of every event', () => {
    saveConsent({ analytics: true, advertising: false });
    localStorage.setItem(AUTH_STORAGE.userId, 'user-7');
    const t = setup();
    monitor = t.monitor;
    t.monitor.record('feature_usage', { feature: 'mood', action: 'submit', context: 'happy', success: true });
    window.dispatchEvent(new Event('pagehide'));
    const event = t.beacon.mock.calls[0]?.[0][0];
    expect(event).toMatchObject({
      session_id: expect.stringMatching(/^session_\d+_[a-z0-9]+$/),
      user_id: 'user-7',
      page_url: window.location.href,
      user_agent: navigator.userAgent,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      type: 'feature_usage',
      data: { feature: 'mood', action: 'submit', context: 'happy', success: true },
    });
    expect(new Date(event?.timestamp ?? '').toISOString()).toBe(event?.timestamp);
  });
});

describe('webVitalData', () => {
  it('rates with the spec thresholds and ignores metrics the spec does not name', () => {
    expect(webVitalData({ name: 'LCP', value: 2600, id: 'v1', delta: 2600 })).toEqual({
      name: 'LCP',
      value: 2600,
      id: 'v1',
      delta: 2600,
      rating: 'needs-improvement',
    });
    expect(webVitalData({ name: 'CLS', value: 0.3, id: 'v2', delta: 0.1 })?.rating).toBe('poor');
    expect(webVitalData({ name: 'FID' as 'LCP', value: 10, id: 'v3', delta: 10 })).toBeNull();
  });
});

describe('rumTransport', () => {
  it('posts {"events": [...]} as JSON and rejects on a non-OK answer', async () => {
    const fetchMock = vi.fn(async () => new Response('{"received":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await rumTransport.send([]);
    expect(fetchMock).toHaveBeenCalledWith(RUM_ENDPOINT, expect.objectContaining({ method: 'POST', body: '{"events":[]}' }));
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(rumTransport.send([])).rejects.toThrow('500');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 429 }));
    await expect(rumTransport.send([])).rejects.not.toBeInstanceOf(RejectedBatchError);
    fetchMock.mockResolvedValueOnce(new Response('{"error":"bad batch"}', { status: 400 }));
    await expect(rumTransport.send([])).rejects.toBeInstanceOf(RejectedBatchError);
  });

  it('uses navigator.sendBeacon with a JSON blob, and reports false where there is none', () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    expect(rumTransport.beacon([])).toBe(true);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe(RUM_ENDPOINT);
    expect(blob.type).toBe('application/json');
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    expect(rumTransport.beacon([])).toBe(false);
  });
});

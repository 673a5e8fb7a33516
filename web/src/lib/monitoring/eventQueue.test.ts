import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, type MonitoringEvent } from './event';
import { createEventQueue, MONITORING_BATCH_SIZE, MONITORING_MAX_BATCH, RejectedBatchError, MONITORING_FLUSH_INTERVAL_MS, type EventQueue } from './eventQueue';

const pageView = (title = 'Home') => buildEvent('page_view', { referrer: '', title });
const errorEvent = () => buildEvent('error', { message: 'boom', type: 'javascript' });

function setup({ online = true, maxQueued }: { online?: boolean; maxQueued?: number } = {}) {
  const state = { online };
  const sent: MonitoringEvent[][] = [];
  const beaconed: MonitoringEvent[][] = [];
  const send = vi.fn(async (events: MonitoringEvent[]) => {
    sent.push(events);
  });
  const beacon = vi.fn((events: MonitoringEvent[]) => {
    beaconed.push(events);
    return true;
  });
  const queue = createEventQueue({ transport: { send, beacon }, isOnline: () => state.online, maxQueued });
  queue.start();
  return { queue, send, beacon, sent, beaconed, state };
}

let current: EventQueue | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  current?.stop();
  current = null;
  vi.useRealTimers();
});

describe('createEventQueue', () => {
  it('holds nine events and sends all ten as one batch when the tenth arrives', async () => {
    const t = setup();
    current = t.queue;
    for (let i = 0; i < MONITORING_BATCH_SIZE - 1; i++) t.queue.enqueue(pageView(`p${i}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.send).not.toHaveBeenCalled();
    t.queue.enqueue(pageView('p9'));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]?.map((e) => (e.type === 'page_view' ? (e.data as { title: string }).title : ''))).toEqual(
      ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9'],
    );
    expect(t.queue.size).toBe(0);
  });

  it('sends at once when an error event is queued, with what waited before it', async () => {
    const t = setup();
    current = t.queue;
    t.queue.enqueue(pageView());
    t.queue.enqueue(errorEvent());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]?.map((e) => e.type)).toEqual(['page_view', 'error']);
  });

  it('sends what waits every 30 s, and nothing when the queue is empty', async () => {
    const t = setup();
    current = t.queue;
    t.queue.enqueue(pageView());
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_INTERVAL_MS - 1);
    expect(t.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_INTERVAL_MS);
    expect(t.send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while offline, not even an error or a full batch, then everything when back online', async () => {
    const t = setup({ online: false });
    current = t.queue;
    for (let i = 0; i < MONITORING_BATCH_SIZE; i++) t.queue.enqueue(pageView());
    t.queue.enqueue(errorEvent());
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_INTERVAL_MS * 2);
    window.dispatchEvent(new Event('pagehide'));
    expect(t.send).not.toHaveBeenCalled();
    expect(t.beacon).not.toHaveBeenCalled();
    expect(t.queue.size).toBe(11);

    t.state.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]).toHaveLength(11);
  });

  it('hands what waits to the beacon on page unload, not to fetch', async () => {
    const t = setup();
    current = t.queue;
    t.queue.enqueue(pageView());
    t.queue.enqueue(pageView());
    window.dispatchEvent(new Event('pagehide'));
    expect(t.beaconed).toHaveLength(1);
    expect(t.beaconed[0]).toHaveLength(2);
    expect(t.send).not.toHaveBeenCalled();
    expect(t.queue.size).toBe(0);
  });

  it('keeps the events when the browser refuses the beacon', () => {
    const t = setup();
    current = t.queue;
    t.beacon.mockReturnValueOnce(false);
    t.queue.enqueue(pageView());
    window.dispatchEvent(new Event('pagehide'));
    expect(t.queue.size).toBe(1);
  });

  it('puts a failed batch back in front of newer events and sends it on the next flush', async () => {
    const t = setup();
    current = t.queue;
    t.send.mockRejectedValueOnce(new Error('503'));
    t.queue.enqueue(pageView('first'));
    t.queue.enqueue(errorEvent());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.queue.size).toBe(2);
    t.queue.enqueue(pageView('later'));
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_INTERVAL_MS);
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]?.map((e) => e.type)).toEqual(['page_view', 'error', 'page_view']);
    expect((t.sent[0]?.[2]?.data as { title: string }).title).toBe('later');
  });

  it('after a failed send waits for the 30 s timer instead of retrying on every new event', async () => {
    const t = setup();
    current = t.queue;
    t.send.mockRejectedValueOnce(new Error('503'));
    for (let i = 0; i < MONITORING_BATCH_SIZE; i++) t.queue.enqueue(pageView());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.send).toHaveBeenCalledTimes(1);
    t.queue.enqueue(pageView());
    t.queue.enqueue(errorEvent());
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_INTERVAL_MS - 1);
    expect(t.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.send).toHaveBeenCalledTimes(2);
    expect(t.sent[0]).toHaveLength(12);
  });

  it('drops a batch the server refuses (RejectedBatchError) instead of retrying it for ever', async () => {
    const t = setup();
    current = t.queue;
    t.send.mockRejectedValueOnce(new RejectedBatchError(400));
    t.queue.enqueue(errorEvent());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.queue.size).toBe(0);
    t.queue.enqueue(errorEvent());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.sent).toEqual([[expect.objectContaining({ type: 'error' })]]);
  });

  it('sends a backlog in batches of at most 50 events, one after the other', async () => {
    const t = setup({ online: false });
    current = t.queue;
    for (let i = 0; i < 120; i++) t.queue.enqueue(pageView(`p${i}`));
    t.state.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.sent.map((batch) => batch.length)).toEqual([MONITORING_MAX_BATCH, MONITORING_MAX_BATCH, 20]);
    expect(t.queue.size).toBe(0);
  });

  it('sends the whole backlog when back online, even a remainder under 10', async () => {
    const t = setup({ online: false });
    current = t.queue;
    for (let i = 0; i < 55; i++) t.queue.enqueue(pageView());
    t.state.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.sent.map((batch) => batch.length)).toEqual([MONITORING_MAX_BATCH, 5]);
  });

  it('hands a large queue to several beacons on unload', () => {
    const t = setup({ online: false });
    current = t.queue;
    for (let i = 0; i < 70; i++) t.queue.enqueue(pageView());
    t.state.online = true;
    window.dispatchEvent(new Event('pagehide'));
    expect(t.beaconed.map((batch) => batch.length)).toEqual([MONITORING_MAX_BATCH, 20]);
    expect(t.queue.size).toBe(0);
  });

  it('bounds the queue: a server that keeps failing cannot grow it past the limit, oldest dropped first', async () => {
    const t = setup({ maxQueued: 15 });
    current = t.queue;
    t.send.mockRejectedValue(new Error('down'));
    for (let i = 0; i < 40; i++) t.queue.enqueue(pageView(`p${i}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.queue.size).toBe(15);
    t.send.mockResolvedValue(undefined);
    await t.queue.flush();
    const titles = t.send.mock.lastCall?.[0].map((e) => (e.data as { title: string }).title);
    expect(titles?.[0]).toBe('p25');
    expect(titles?.at(-1)).toBe('p39');
  });

  it('after stop() holds nothing, sends nothing and does not re-queue a batch that fails late', async () => {
    const t = setup();
    current = t.queue;
    let fail: (error: Error) => void = () => {};
    t.send.mockImplementationOnce(() => new Promise<void>((_, reject) => (fail = reject)));
    t.queue.enqueue(errorEvent());
    t.queue.enqueue(pageView());
    t.queue.stop();
    fail(new Error('late'));
    await vi.advanceTimersByTimeAsync(MONITORING_FLUSH_INTERVAL_MS);
    t.queue.enqueue(pageView());
    window.dispatchEvent(new Event('pagehide'));
    expect(t.queue.size).toBe(0);
    expect(t.send).toHaveBeenCalledTimes(1);
    expect(t.beacon).not.toHaveBeenCalled();
  });
});

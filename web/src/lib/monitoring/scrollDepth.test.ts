import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InteractionData } from './event';
import { collectScrollDepth, SCROLL_DEBOUNCE_MS } from './collectors';

function setPage({ height, viewport, scrollY }: { height: number; viewport: number; scrollY: number }) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: viewport, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
}

function scrollTo(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

let detach: (() => void) | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  detach?.();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('collectScrollDepth (spec §9: 25% steps, 250 ms debounce)', () => {
  it('reports each 25% step once, 250 ms after scrolling stops, and nothing for going back up', () => {
    const seen: InteractionData[] = [];
    setPage({ height: 4000, viewport: 1000, scrollY: 0 });
    detach = collectScrollDepth((data) => seen.push(data));
    const values = () => seen.map((d) => d.value);

    scrollTo(200);
    scrollTo(1000);
    vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 1);
    expect(values()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(values()).toEqual(['25%', '50%']);

    scrollTo(3000);
    vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    expect(values()).toEqual(['25%', '50%', '75%', '100%']);
    expect(seen[0]).toMatchObject({ element: 'page', action: 'scroll_depth', target: '/' });

    scrollTo(0);
    vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    scrollTo(3000);
    vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    expect(seen).toHaveLength(4);
  });

  it('starts again on a new page', () => {
    const seen: InteractionData[] = [];
    setPage({ height: 4000, viewport: 1000, scrollY: 0 });
    detach = collectScrollDepth((data) => seen.push(data));
    scrollTo(1000);
    vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    window.history.pushState(null, '', '/premium');
    scrollTo(0);
    vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    expect(seen.map((d) => `${d.target} ${d.value}`)).toEqual(['/ 25%', '/ 50%', '/premium 25%']);
  });

  it('stops listening once detached', () => {
    const record = vi.fn();
    setPage({ height: 4000, viewport: 1000, scrollY: 0 });
    collectScrollDepth(record)();
    scrollTo(3000);
    vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    expect(record).not.toHaveBeenCalled();
  });
});

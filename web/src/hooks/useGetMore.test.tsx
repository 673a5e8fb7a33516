import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import type { RecommendationResponse } from '@/lib/recs';
import { makeRec } from '@/lib/recs/testFixtures';
import { LOADING_REVEAL_DELAY_MS } from './useDelayedFlag';
import { NoNewRecommendationsError, useGetMore, type GetMoreOptions } from './useGetMore';

const PENDING = { title: 'Getting more', duration: 20_000 };

function answer(...titles: string[]): RecommendationResponse {
  return { recommendations: titles.map((title) => makeRec({ title, show_name: title })) };
}

/** A request the test settles by hand. */
function deferred() {
  let resolve!: (value: RecommendationResponse) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<RecommendationResponse>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<GetMoreOptions> = {}) {
  const options: GetMoreOptions = {
    fetchMore: vi.fn(async () => answer('Fringe')),
    excludedShows: () => ['Lost'],
    inputTitles: ['Dark'],
    pendingToast: PENDING,
    onResults: vi.fn(),
    failureToast: (error) => ({ title: 'Failed', description: error instanceof Error ? error.message : 'unknown' }),
    ...overrides,
  };
  return { options, hook: renderHook(() => useGetMore(options)) };
}

const toastTitles = () => toastStore.getToasts().filter((t) => t.open).map((t) => t.title);

afterEach(() => act(() => toastStore.dismiss()));

describe('useGetMore', () => {
  it('does nothing while there is nothing to get more of', () => {
    const { hook } = setup({ fetchMore: null });
    act(() => hook.result.current.getMore());
    expect(hook.result.current.busy).toBe(false);
    expect(toastTitles()).toEqual([]);
  });

  it('shows the pending toast only once a request has run 400 ms, and closes it when the answer comes', async () => {
    vi.useFakeTimers();
    try {
      const pending = deferred();
      const { hook } = setup({ fetchMore: vi.fn(() => pending.promise) });
      act(() => hook.result.current.getMore());
      act(() => vi.advanceTimersByTime(LOADING_REVEAL_DELAY_MS - 1));
      expect(toastTitles()).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      expect(toastTitles()).toEqual(['Getting more']);
      await act(async () => pending.resolve(answer('Fringe')));
      expect(toastTitles()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never shows the pending toast for an answer quicker than 400 ms', async () => {
    vi.useFakeTimers();
    try {
      const pending = deferred();
      // A title of its own: the store keeps dismissed toasts of earlier tests for a while.
      const { hook, options } = setup({ fetchMore: vi.fn(() => pending.promise), pendingToast: { title: 'Quick one' } });
      act(() => hook.result.current.getMore());
      act(() => vi.advanceTimersByTime(100));
      await act(async () => pending.resolve(answer('Fringe')));
      act(() => vi.advanceTimersByTime(10 * LOADING_REVEAL_DELAY_MS));
      expect(toastStore.getToasts().map((t) => t.title)).not.toContain('Quick one');
      expect(options.onResults).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the exclusions, keeps only new picks, and hands them over', async () => {
    const fetchMore = vi.fn(async () => answer('Dark', 'Lost', 'Fringe', 'fringe', 'Ozark'));
    const { hook, options } = setup({ fetchMore });
    act(() => hook.result.current.getMore());
    expect(hook.result.current.busy).toBe(true);
    await waitFor(() => expect(hook.result.current.busy).toBe(false));

    expect(fetchMore).toHaveBeenCalledWith(['Lost'], expect.any(AbortSignal));
    // Typed ('Dark'), excluded ('Lost') and repeated ('fringe') picks are dropped.
    const [fresh, response, excluded] = vi.mocked(options.onResults).mock.calls[0] ?? [];
    expect(fresh?.map((r) => r.title)).toEqual(['Fringe', 'Ozark']);
    expect(response?.recommendations).toHaveLength(5);
    expect(excluded).toEqual(['Lost']);
    expect(toastTitles()).toEqual([]);
    expect(hook.result.current.failed).toBe(false);
  });

  it('runs one request at a time', async () => {
    const pending = deferred();
    const fetchMore = vi.fn(() => pending.promise);
    const { hook } = setup({ fetchMore });
    act(() => hook.result.current.getMore());
    act(() => hook.result.current.getMore());
    expect(fetchMore).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve(answer('Fringe')));
    act(() => hook.result.current.getMore());
    expect(fetchMore).toHaveBeenCalledTimes(2);
  });

  it('reports an answer with nothing new as a failure', async () => {
    const failureToast = vi.fn(() => ({ title: 'Nothing new' }));
    const { hook, options } = setup({ fetchMore: async () => answer('Lost', 'Dark'), failureToast });
    act(() => hook.result.current.getMore());
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(failureToast).toHaveBeenCalledWith(expect.any(NoNewRecommendationsError));
    expect(options.onResults).not.toHaveBeenCalled();
    expect(toastStore.getToasts().find((t) => t.open)).toMatchObject({ title: 'Nothing new', variant: 'destructive' });
  });

  it('reports a failed request until the failure is cleared', async () => {
    const { hook } = setup({ fetchMore: async () => Promise.reject(new Error('server down')) });
    act(() => hook.result.current.getMore());
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(toastStore.getToasts().find((t) => t.open)).toMatchObject({ title: 'Failed', description: 'server down' });
    act(() => hook.result.current.clearFailure());
    expect(hook.result.current.failed).toBe(false);
  });

  it('aborts the request when the screen goes away, and reports nothing', async () => {
    const pending = deferred();
    let signal: AbortSignal | undefined;
    const { hook, options } = setup({
      fetchMore: (_excluded, s) => {
        signal = s;
        return pending.promise;
      },
    });
    act(() => hook.result.current.getMore());
    hook.unmount();
    expect(signal?.aborted).toBe(true);
    await act(async () => pending.reject(new DOMException('Aborted', 'AbortError')));
    expect(options.onResults).not.toHaveBeenCalled();
    expect(toastTitles()).toEqual([]);
  });

  it('stops showing busy after the safety time-out, but still blocks a second request', async () => {
    vi.useFakeTimers();
    try {
      const pending = deferred();
      const fetchMore = vi.fn(() => pending.promise);
      const { hook } = setup({ fetchMore, pendingToast: undefined, safetyTimeoutMs: 30_000 });
      act(() => hook.result.current.getMore());
      expect(toastTitles()).toEqual([]);
      expect(hook.result.current.busy).toBe(true);
      act(() => vi.advanceTimersByTime(30_000));
      expect(hook.result.current.busy).toBe(false);
      act(() => hook.result.current.getMore());
      expect(fetchMore).toHaveBeenCalledTimes(1);
      await act(async () => pending.resolve(answer('Fringe')));
    } finally {
      vi.useRealTimers();
    }
  });
});

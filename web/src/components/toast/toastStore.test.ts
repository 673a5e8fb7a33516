import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DEFAULT_DURATION_MS, TOAST_REMOVE_DELAY_MS, type ToastStore } from './toastStore';

let store: ToastStore;
const titles = () => store.getToasts().map((t) => t.title);
const openTitles = () => store.getToasts().filter((t) => t.open).map((t) => t.title);

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('puts the newest first and keeps at most 2', () => {
    store.toast({ title: 'one' });
    store.toast({ title: 'two' });
    store.toast({ title: 'three' });
    expect(titles()).toEqual(['three', 'two']);
  });

  it('defaults to the normal variant shape the caller gave', () => {
    store.toast({ title: 'Sign in failed', description: 'Bad password', variant: 'destructive' });
    expect(store.getToasts()[0]).toMatchObject({ title: 'Sign in failed', description: 'Bad password', variant: 'destructive', open: true });
  });

  it('closes after the default 5000 ms and is removed 5000 ms later', () => {
    store.toast({ title: 'hello' });
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    expect(openTitles()).toEqual(['hello']);
    vi.advanceTimersByTime(1);
    expect(openTitles()).toEqual([]);
    expect(titles()).toEqual(['hello']);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(titles()).toEqual(['hello']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('honours a custom duration', () => {
    store.toast({ title: 'Check your email!', duration: 10_000 });
    vi.advanceTimersByTime(9_999);
    expect(openTitles()).toEqual(['Check your email!']);
    vi.advanceTimersByTime(1);
    expect(openTitles()).toEqual([]);
  });

  it('keeps an Infinity toast until dismissed', () => {
    const handle = store.toast({ title: 'sticky', duration: Infinity });
    vi.advanceTimersByTime(60_000);
    expect(openTitles()).toEqual(['sticky']);
    handle.dismiss();
    expect(openTitles()).toEqual([]);
  });

  it('dismisses one toast by id, or all', () => {
    const a = store.toast({ title: 'a' });
    store.toast({ title: 'b' });
    store.dismiss(a.id);
    expect(openTitles()).toEqual(['b']);
    store.toast({ title: 'c' });
    store.dismiss();
    expect(openTitles()).toEqual([]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(titles()).toEqual([]);
  });

  it('updates a toast in place and restarts its timer when the duration changes', () => {
    const handle = store.toast({ title: 'Saving...', duration: 1_000 });
    vi.advanceTimersByTime(900);
    handle.update({ title: 'Saved', duration: 3_000 });
    expect(titles()).toEqual(['Saved']);
    vi.advanceTimersByTime(2_999);
    expect(openTitles()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(openTitles()).toEqual([]);
  });

  it('ignores updates and dismissals of unknown ids', () => {
    store.toast({ title: 'a' });
    const before = store.getToasts();
    store.update('nope', { title: 'x' });
    store.dismiss('nope');
    expect(store.getToasts()).toBe(before);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast({ title: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.toast({ title: 'b' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a toast pushed out by the limit never fires its timers', () => {
    store.toast({ title: 'old' });
    store.toast({ title: 'mid' });
    store.toast({ title: 'new', duration: Infinity });
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS);
    // 'mid' closed on time; 'old' was already gone and does not come back.
    expect(titles()).toEqual(['new', 'mid']);
    expect(openTitles()).toEqual(['new']);
  });
});

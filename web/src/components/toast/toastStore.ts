import type { ReactNode } from 'react';

/**
 * Toast state, kept outside React so `toast()` can be called from anywhere
 * (event handlers, query callbacks) and the timing rules are testable without
 * rendering. Spec (accounts-navigation §4, §9): at most 2 visible, newest
 * first, update/dismiss, removal 5000 ms after dismissal, default duration
 * 5000 ms.
 */
export const TOAST_LIMIT = 2;
export const TOAST_REMOVE_DELAY_MS = 5_000;
export const TOAST_DEFAULT_DURATION_MS = 5_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Ms before it closes itself; `Infinity` keeps it until dismissed. */
  duration?: number;
  /** An optional button or link rendered beside the text. */
  action?: ReactNode;
}

export interface ToastItem extends ToastInput {
  id: string;
  /** False once dismissed: hidden, and removed from the list 5000 ms later. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: ToastInput) => void;
}

export interface ToastStore {
  toast: (input: ToastInput) => ToastHandle;
  update: (id: string, changes: ToastInput) => void;
  /** Dismisses one toast, or all when no id is given. */
  dismiss: (id?: string) => void;
  getToasts: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
}

export function createToastStore(): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = (next: readonly ToastItem[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const clearTimer = (timers: Map<string, ReturnType<typeof setTimeout>>, id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };

  const scheduleClose = (id: string, duration: number | undefined) => {
    clearTimer(closeTimers, id);
    const ms = duration ?? TOAST_DEFAULT_DURATION_MS;
    if (!Number.isFinite(ms) || ms <= 0) return;
    closeTimers.set(
      id,
      setTimeout(() => dismiss(id), ms),
    );
  };

  const remove = (id: string) => {
    clearTimer(closeTimers, id);
    clearTimer(removeTimers, id);
    emit(toasts.filter((t) => t.id !== id));
  };

  const scheduleRemoval = (id: string) => {
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS),
    );
  };

  function dismiss(id?: string): void {
    const targets = toasts.filter((t) => t.open && (id === undefined || t.id === id));
    if (targets.length === 0) return;
    for (const t of targets) {
      clearTimer(closeTimers, t.id);
      scheduleRemoval(t.id);
    }
    const closing = new Set(targets.map((t) => t.id));
    emit(toasts.map((t) => (closing.has(t.id) ? { ...t, open: false } : t)));
  }

  function update(id: string, changes: ToastInput): void {
    const current = toasts.find((t) => t.id === id);
    if (!current) return;
    emit(toasts.map((t) => (t.id === id ? { ...t, ...changes } : t)));
    if (current.open && 'duration' in changes) scheduleClose(id, changes.duration);
  }

  function toast(input: ToastInput): ToastHandle {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    const next = [{ ...input, id, open: true }, ...toasts];
    // Older toasts beyond the limit are dropped outright, with their timers.
    for (const dropped of next.slice(TOAST_LIMIT)) {
      clearTimer(closeTimers, dropped.id);
      clearTimer(removeTimers, dropped.id);
    }
    emit(next.slice(0, TOAST_LIMIT));
    scheduleClose(id, input.duration);
    return { id, dismiss: () => dismiss(id), update: (changes) => update(id, changes) };
  }

  return {
    toast,
    update,
    dismiss,
    getToasts: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

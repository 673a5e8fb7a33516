import { useSyncExternalStore } from 'react';
import { createToastStore, type ToastInput, type ToastItem, type ToastHandle } from './toastStore';

/** The app-wide toast store the <Toaster /> renders. */
export const toastStore = createToastStore();

export function toast(input: ToastInput): ToastHandle {
  return toastStore.toast(input);
}

export function useToast(): {
  toasts: readonly ToastItem[];
  toast: (input: ToastInput) => ToastHandle;
  dismiss: (id?: string) => void;
} {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, toastStore.getToasts);
  return { toasts, toast, dismiss: toastStore.dismiss };
}

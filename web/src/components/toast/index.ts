export { Toaster, SWIPE_THRESHOLD_PX } from './Toaster';
export { toast, toastStore, useToast } from './useToast';
export {
  createToastStore,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToastHandle,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toastStore';

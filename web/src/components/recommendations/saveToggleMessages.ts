/**
 * Toast texts for the card toggles (spec §5, §8), kept next to the card so every results screen
 * words them the same. The screens show them: the card itself never toasts.
 */
import type { ToastInput } from '@/components/toast';

export type SaveToggleKind = 'favorite' | 'watchLater' | 'dislike';

/** When a toggle is attempted without a signed-in user (e.g. the session expired). */
export const SIGN_IN_REQUIRED_TOASTS: Readonly<Record<SaveToggleKind, ToastInput>> = {
  favorite: { title: 'Sign in required', description: 'Please sign in to save favorites.', variant: 'destructive' },
  watchLater: { title: 'Sign in required', description: 'Please sign in to manage your watch list.', variant: 'destructive' },
  dislike: { title: 'Sign in required', description: 'Please sign in to manage dislikes.', variant: 'destructive' },
};

/** When the save call fails; the card's state stays as it was. */
export const TOGGLE_FAILED_TOASTS: Readonly<Record<SaveToggleKind, ToastInput>> = {
  favorite: { title: 'Error', description: 'Failed to update favorite. Please try again.', variant: 'destructive' },
  watchLater: { title: 'Error', description: 'Failed to update watch list. Please try again.', variant: 'destructive' },
  dislike: { title: 'Error', description: 'Failed to update dislikes. Please try again.', variant: 'destructive' },
};

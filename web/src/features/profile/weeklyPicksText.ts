/** Texts of weekly picks by e-mail (premium). The server's refusals are shown as it words them. */
export const WEEKLY_PICKS_TEXT = {
  heading: 'Weekly picks by e-mail',
  toggle: 'E-mail me picks from my favorites every week',
  hint: 'Up to 10 new shows and movies chosen from your favorites, never one you saved or were sent before. Every mail has an unsubscribe link.',
  needsFavorites: 'Save at least one favorite: the picks are chosen from them.',
  upsell: 'Get personalized weekly picks by e-mail with Premium',
  turnedOn: 'Weekly picks turned on',
  turnedOff: 'Weekly picks turned off',
  loadFailed: 'Could not load your weekly picks setting. Please try again.',
  saveFailed: 'Could not change your weekly picks setting. Please try again.',
} as const;

export const UNSUBSCRIBE_TEXT = {
  pending: 'Unsubscribing...',
  done: 'You are unsubscribed',
  doneDetail: 'You will get no more weekly picks by e-mail. You can turn them on again on your profile.',
  failed: 'Could not unsubscribe',
  failedFallback: 'Could not unsubscribe right now. Please try again, or turn weekly picks off on your profile.',
} as const;

/** "Last sent December 5, 2026", or nothing before the first mail or for an unreadable date. */
export function lastSent(at: string | null): string | null {
  if (!at) return null;
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? null
    : `Last sent ${date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}.`;
}

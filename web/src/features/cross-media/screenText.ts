/**
 * Everything that differs between the TV and the movie screen (spec §2, §8), so one form and
 * one controller serve both. Strings are the spec's, word for word.
 */
export interface RatingOption {
  label: string;
  /** '' means no filter: nothing is sent. */
  value: string;
}

export interface CrossMediaScreenText {
  /** Placeholder choice and card content type. */
  contentType: 'tv' | 'movie';
  /** Which text area comes first ('movies' on the movie screen). */
  firstBox: 'tv' | 'movies';
  pageTitle: string;
  heading: string;
  intro: string;
  submitLabel: string;
  addToFavoritesLabel: string;
  ratingOptions: readonly RatingOption[];
  modalTitle: string;
  resultsHeading: string;
  getMoreLabel: string;
  successTitle: string;
  moreSuccessTitle: string;
  /** 'TV' or 'movie', as the failure texts word it. */
  failureNoun: string;
  /** 'TV show' / 'movie', for counts in toasts. */
  itemNoun: string;
}

export const CROSS_MEDIA_LOADING_TITLE = 'Analyzing Your Cross-Media Preferences';
export const FORM_INPUT_REQUIRED_TEXT = 'Please enter at least one TV show or movie to get recommendations.';
export const FAILURE_CARD_TITLE = 'Oops! Something went wrong';

export function failureCardText(text: CrossMediaScreenText): string {
  return `We couldn't get your ${text.failureNoun} recommendations. Please try again.`;
}

export function fetchFailedText(text: CrossMediaScreenText, message: string): string {
  // The spec's template adds its own full stop; our server's sentences already end with one.
  const sentence = message.trim().replace(/[.!?]+$/, '');
  return `Failed to get ${text.failureNoun} recommendations: ${sentence}. Please try again.`;
}

export function getMoreFailedText(text: CrossMediaScreenText): string {
  return `Failed to get more ${text.failureNoun} recommendations. Please try again.`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export function successText(text: CrossMediaScreenText, found: number): string {
  return `Found ${plural(found, text.itemNoun)} for you.`;
}

export function moreSuccessText(text: CrossMediaScreenText, found: number, alreadyShown: number): string {
  return `Found ${plural(found, `new ${text.itemNoun}`)} (${alreadyShown} already shown).`;
}

/** Texts of the recommendations page, word for word from the spec (§2, §8, §9). */
export const PAGE_HEADING = 'Your Personalized Recommendations';
export const BASED_ON = 'Based on your love for';

export const ERROR_PANEL_TITLE = 'Oops! Something went wrong';
export const ERROR_PANEL_MESSAGE = "We couldn't process your request. Please try again.";

export const LOADING_TITLE = 'Finding Perfect Matches...';
export const MORE_LOADING_TITLE = 'Finding More Recommendations...';

/**
 * Info toast while a get-more slower than 400 ms runs; dismissed when it ends. The spec's '30-45
 * seconds' is dropped (web/README.md "Loading"); 45000 ms stays as the toast's upper bound.
 */
export const MORE_PENDING_TOAST = {
  title: 'Getting More Recommendations',
  description: 'Finding new shows for you.',
  duration: 45_000,
} as const;

export const MORE_FAILED_TITLE = 'Unable to Get More Recommendations';
export const MORE_EMPTY_MESSAGE = 'No recommendations received from server';
export const MORE_FAILED_FALLBACK = 'Failed to get more recommendations. Please try again.';
export const MORE_SUCCESS_TITLE = 'More Recommendations Ready!';

/** 60 s, after which get-more gives up with 'Request timed out. Please try again.' */
export const MORE_TIMEOUT_MS = 60_000;
/** Where the page scrolls to after new results arrive: just above the grid. */
export const SCROLL_AFTER_MORE_PX = 200;

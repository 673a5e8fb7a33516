/** Texts of the couples screen, word for word from the spec where it gives them (§2, §5, §8, §9). */
export const COUPLES_HEADING = 'Couples Recommendations';
export const COUPLES_INTRO = 'Blend two tastes into one watch list: each of you enters a few favorites and we find titles you will both enjoy.';
export const RESULTS_HEADING = "Shows You'll Both Enjoy";

export const INPUT_REQUIRED_TOAST = {
  title: 'Input Required',
  description: 'Both people need to enter at least one TV show or movie.',
  variant: 'destructive',
} as const;

export const ERROR_PANEL_TITLE = 'Error Finding Recommendations';
export const ERROR_PANEL_MESSAGE =
  'We encountered an issue while getting your recommendations. Please try again with different shows.';

/**
 * Info toast while a couples get-more slower than 400 ms runs; dismissed when it ends. The spec's
 * '15-20 seconds' is dropped (web/README.md "Loading"); 20000 ms stays as its upper bound.
 */
export const MORE_PENDING_TOAST = {
  title: 'Finding More Recommendations',
  description: 'Looking for more titles you will both enjoy.',
  duration: 20_000,
} as const;
export const MORE_FAILED_FALLBACK = 'Failed to get more recommendations';

export const LOADING_TITLE = 'Finding Shows for Both of You';
export const LOADING_FEATURES = ['Analyzing preferences', 'Finding hidden gems', '50+ streaming platforms'] as const;

/** Light relief while the dialog waits; one is picked at random each time it opens. */
export const COUPLES_JOKES: readonly string[] = [
  'Why did the couple break up over the remote? Neither would commit to a channel.',
  "Relationship milestone: knowing your partner's streaming password by heart.",
  'A couple that binges together, stays up far too late together.',
  "“Just one more episode” is the most broken promise in modern romance.",
  'True love is waiting for each other before watching the next episode.',
  'Thirty minutes choosing what to watch, ten minutes watching it: a classic date night.',
];

/** Practical advice for watching together; one is picked at random each time. */
export const COUPLES_TIPS: readonly string[] = [
  'Take turns picking the next series so both of you get a say.',
  'Mix one comfort show with something new neither of you has seen.',
  'Agree on a "no watching ahead" rule for shows you share.',
  'Short seasons make a good weeknight compromise.',
  'Add both TV shows and movies for a better picture of your tastes.',
];

/** Questions for the FAQPage structured data shown with results (spec §2). */
export const COUPLES_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How does Bingeable find shows for couples?',
    answer:
      "Each person lists TV shows and movies they love. Bingeable looks for titles that match both people's tastes and leaves out anything either of you already named.",
  },
  {
    question: 'Can we get movie recommendations as a couple?',
    answer: 'Yes. Choose Movie Recommendations before submitting to get films you will both enjoy.',
  },
  {
    question: 'Is the couples mode free?',
    answer: 'Yes. Couples recommendations are free, and you can ask for more picks without repeats.',
  },
  {
    question: 'Where can we watch the recommended shows?',
    answer: 'Every recommendation names a streaming platform with a link to watch it.',
  },
];

/** Saved couple profiles (premium). The server's refusals (limits, validation) are shown as it words them. */
export const COUPLE_PROFILES_HEADING = 'Saved couple profiles';
export const COUPLE_PROFILES_UPSELL = 'Save couple profiles with Premium';
export const COUPLE_PROFILES_EMPTY = 'No saved couple profiles yet.';
export const COUPLE_PROFILES_HINT = 'Saves both lists and the TV or movie choice. Each person needs at least one title.';
/** The server refuses longer names; the field stops there so nobody types into a refusal. */
export const COUPLE_PROFILE_NAME_MAX = 60;
export const COUPLE_PROFILE_TOASTS = {
  saved: 'Couple profile saved',
  deleted: 'Couple profile deleted',
  used: 'Couple profile loaded',
} as const;
/** Only for failures without a server sentence (no answer, a proxy's page). */
export const COUPLE_PROFILE_FALLBACKS = {
  load: 'Could not load your couple profiles. Please try again.',
  save: 'Could not save the couple profile. Please try again.',
  delete: 'Could not delete the couple profile. Please try again.',
} as const;

import type { CrossMediaScreenText } from './screenText';

/** The TV screen's words (spec §2, §8). */
export const TV_SCREEN_TEXT: CrossMediaScreenText = {
  contentType: 'tv',
  firstBox: 'tv',
  pageTitle: 'TV Show Recommendations | Bingeable',
  heading: 'TV Show Recommendations',
  intro: 'Tell us the TV shows and movies you love and we will find your next series to binge.',
  submitLabel: 'Find TV Show Recommendations',
  addToFavoritesLabel: 'Add these shows to my favorites list',
  ratingOptions: [
    { label: 'All ratings (no filter)', value: '' },
    ...['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA', 'G', 'PG', 'PG-13', 'R'].map((r) => ({ label: r, value: r })),
  ],
  modalTitle: 'Finding Your Perfect TV Shows',
  resultsHeading: 'Your TV Show Recommendations',
  getMoreLabel: 'Get More TV Shows',
  successTitle: 'TV Recommendations Ready!',
  moreSuccessTitle: 'More Recommendations Ready!',
  failureNoun: 'TV',
  itemNoun: 'TV show',
};

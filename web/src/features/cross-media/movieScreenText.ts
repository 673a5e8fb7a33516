import type { CrossMediaScreenText } from './screenText';

/** The movie screen's words (spec §2, §8): same layout as TV with the movie box first. */
export const MOVIE_SCREEN_TEXT: CrossMediaScreenText = {
  contentType: 'movie',
  firstBox: 'movies',
  pageTitle: 'Movie Recommendations | Bingeable',
  heading: 'Movie Recommendations',
  intro: 'Tell us the movies and TV shows you love and we will find your next favourite film.',
  submitLabel: 'Find Movie Recommendations',
  addToFavoritesLabel: 'Add these shows to my favorites list',
  ratingOptions: [
    { label: 'All', value: '' },
    ...['G', 'PG', 'PG-13', 'R', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA'].map((r) => ({ label: r, value: r })),
  ],
  modalTitle: 'Finding Your Perfect Movies',
  resultsHeading: 'Your Movie Recommendations',
  getMoreLabel: 'Get More Movies',
  successTitle: 'Movie Recommendations Ready!',
  moreSuccessTitle: 'More Movie Recommendations Ready!',
  failureNoun: 'movie',
  itemNoun: 'movie',
};

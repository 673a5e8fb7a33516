import type { Recommendation } from './types';

/** A complete, valid recommendation; tests override only the fields they are about. */
export function makeRec(overrides: Partial<Recommendation> = {}): Recommendation {
  const title = overrides.title ?? 'Dark';
  return {
    show_name: title,
    title,
    streaming_platform: 'Netflix',
    image_url: 'https://img.example/dark.jpg',
    type: 'tv',
    release_year_or_years_aired: '2017–2020',
    rating: 8.7,
    maturity_rating: 'TV-MA',
    explanation: 'A time-travel mystery like the shows you love.',
    description: 'Four families in a German town unravel a time-travel conspiracy.',
    genre: 'Sci-Fi',
    seasons_or_duration: '3 Seasons',
    affiliate_link: null,
    official_site: null,
    ...overrides,
  };
}

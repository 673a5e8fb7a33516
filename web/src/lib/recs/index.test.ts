import { describe, expect, it } from 'vitest';
import * as recs from './index';

describe('index', () => {
  it('re-exports every helper', () => {
    for (const name of [
      'parseTitles', 'showsSummary', 'normalizeTitle', 'titlesMatch', 'filterRecommendations',
      'cardWatchLink', 'showWatchOptions', 'safeHttpUrl', 'withoutTitles', 'rateWebVital',
      'formatRating', 'seasonsOrDurationLabel', 'MOODS',
    ]) {
      expect(recs, name).toHaveProperty(name);
    }
  });
});

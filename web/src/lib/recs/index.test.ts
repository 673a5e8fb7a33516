import { describe, expect, it } from 'vitest';
import * as recs from './index';

describe('index', () => {
  it('re-exports every helper', () => {
    for (const name of [
      'parseTitles', 'showsSummary', 'normalizeTitle', 'titlesMatch', 'filterRecommendations',
      'platformLink', 'cardLink', 'watchLabel', 'AFFILIATE_PLATFORMS', 'addRecords',
      'groupBySearchQuery', 'loadSession', 'saveSession', 'newSessionId', 'rateWebVital',
      'formatRating', 'seasonsOrDurationLabel', 'MOODS',
    ]) {
      expect(recs, name).toHaveProperty(name);
    }
  });
});

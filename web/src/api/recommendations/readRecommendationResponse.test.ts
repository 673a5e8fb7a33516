import { describe, expect, it } from 'vitest';
import { makeRec } from '@/lib/recs/testFixtures';
import { MalformedResponseError, readRecommendationResponse } from './readRecommendationResponse';

describe('readRecommendationResponse', () => {
  it('keeps object items and what the server said of the typed titles', () => {
    const rec = makeRec();
    const body = { recommendations: [rec, null, 'x'], unresolved: ['Nope', 4], read_as: [{ typed: 'Dakr', title: 'Dark' }] };
    expect(readRecommendationResponse(body)).toEqual({
      recommendations: [rec],
      unresolved: ['Nope'],
      suggestions: [],
      read_as: [{ typed: 'Dakr', title: 'Dark' }],
      listed_only: [],
    });
  });

  it('rejects a body without a recommendations list', () => {
    expect(() => readRecommendationResponse(null)).toThrow(MalformedResponseError);
    expect(() => readRecommendationResponse({ recommendations: 'none' })).toThrow(MalformedResponseError);
  });
});

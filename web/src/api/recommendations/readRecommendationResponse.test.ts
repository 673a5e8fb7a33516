import { describe, expect, it } from 'vitest';
import { makeRec } from '@/lib/recs/testFixtures';
import { MalformedResponseError, readRecommendationResponse } from './readRecommendationResponse';

describe('readRecommendationResponse', () => {
  it('keeps object items and string unresolved titles', () => {
    const rec = makeRec();
    expect(readRecommendationResponse({ recommendations: [rec, null, 'x'], unresolved: ['Nope', 4] })).toEqual({
      recommendations: [rec],
      unresolved: ['Nope'],
    });
  });

  it('rejects a body without a recommendations list', () => {
    expect(() => readRecommendationResponse(null)).toThrow(MalformedResponseError);
    expect(() => readRecommendationResponse({ recommendations: 'none' })).toThrow(MalformedResponseError);
  });
});

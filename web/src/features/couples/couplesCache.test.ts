import { describe, expect, it } from 'vitest';
import { makeRec } from '@/lib/recs/testFixtures';
import { COUPLES_CACHE_KEY, COUPLES_CACHE_MS, readFreshCouplesResults, saveCouplesResults } from './couplesCache';

const request = { person1Shows: 'Dark', person2Shows: 'Lost', recommendationType: 'tv' } as const;

describe('couples results cache', () => {
  it('stores results with their time and both lists', () => {
    saveCouplesResults({ request, recommendations: [makeRec()], time: 1_000 });
    expect(localStorage.getItem('person1Shows')).toBe('Dark');
    expect(localStorage.getItem('person2Shows')).toBe('Lost');
    expect(readFreshCouplesResults(1_000 + COUPLES_CACHE_MS - 1)?.recommendations).toHaveLength(1);
  });

  it('expires after one hour', () => {
    saveCouplesResults({ request, recommendations: [makeRec()], time: 1_000 });
    expect(readFreshCouplesResults(1_000 + COUPLES_CACHE_MS)).toBeNull();
  });

  it('reads malformed data as no cache', () => {
    localStorage.setItem(COUPLES_CACHE_KEY, '{"request":{"person1Shows":1},"recommendations":[],"time":5}');
    expect(readFreshCouplesResults(5)).toBeNull();
    localStorage.setItem(COUPLES_CACHE_KEY, 'not json');
    expect(readFreshCouplesResults(5)).toBeNull();
  });
});

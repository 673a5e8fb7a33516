import { describe, expect, it } from 'vitest';
import { buildCouplesRequest, couplesSubmitLabel, EMPTY_COUPLES_FORM, requestTitles } from './couplesRequest';

describe('buildCouplesRequest', () => {
  it("joins each person's non-empty TV and movie entries with ', '", () => {
    const request = buildCouplesRequest({
      type: 'movies',
      person1Tv: 'Dark, , Lost ',
      person1Movies: 'Heat',
      person2Tv: '',
      person2Movies: ' Up ,',
    });
    expect(request).toEqual({ person1Shows: 'Dark, Lost, Heat', person2Shows: 'Up', recommendationType: 'movies' });
    expect(request && requestTitles(request)).toEqual(['Dark', 'Lost', 'Heat', 'Up']);
  });

  it('needs a title from each person', () => {
    expect(buildCouplesRequest(EMPTY_COUPLES_FORM)).toBeNull();
    expect(buildCouplesRequest({ ...EMPTY_COUPLES_FORM, person1Tv: 'Dark', person2Movies: ' , ' })).toBeNull();
  });
});

describe('couplesSubmitLabel', () => {
  it('names the chosen type', () => {
    expect(couplesSubmitLabel('tv')).toBe('Get TV Show Recommendations for Couples');
    expect(couplesSubmitLabel('movies')).toBe('Get Movie Recommendations for Couples');
  });
});

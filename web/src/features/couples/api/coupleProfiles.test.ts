import { describe, expect, it } from 'vitest';
import { toCoupleProfiles } from './coupleProfiles';

describe('toCoupleProfiles', () => {
  const valid = {
    id: 'a',
    name: 'Date night',
    person1Shows: 'Dark',
    person2Shows: 'Lost',
    recommendationType: 'tv',
    updatedAt: '2025-01-02T03:04:05Z',
  };

  it("keeps well-formed profiles in the server's order and drops malformed ones", () => {
    const body = {
      profiles: [
        { ...valid, id: 'b' },
        { ...valid, recommendationType: 'movie' },
        { ...valid, name: 7 },
        null,
        { ...valid, id: 'c', recommendationType: 'movies' },
      ],
    };
    expect(toCoupleProfiles(body).map((p) => `${p.id}:${p.recommendationType}`)).toEqual(['b:tv', 'c:movies']);
  });

  it('reads anything but a profiles array as no profiles', () => {
    expect(toCoupleProfiles(null)).toEqual([]);
    expect(toCoupleProfiles({ profiles: 'x' })).toEqual([]);
    expect(toCoupleProfiles([valid])).toEqual([]);
  });
});

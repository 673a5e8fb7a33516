import { describe, expect, it } from 'vitest';
import { NOTHING_TO_SAY, readTypedTitles } from './typedTitles';

describe('readTypedTitles', () => {
  it('reads the four fields and drops malformed entries', () => {
    expect(
      readTypedTitles({
        unresolved: ['Qwerty', 7],
        suggestions: [{ typed: 'Breaking Bad Show', titles: ['Breaking Bad', null] }, { typed: 3 }],
        read_as: [{ typed: 'Braking Bad', title: 'Breaking Bad' }, { typed: 'x' }],
        listed_only: [
          {
            typed: 'fight club',
            title: 'Fight Club',
            type: 'movie',
            year: 1999,
            platforms: ['Hulu', 4, 'Prime Video'],
            watch_links: [{ platform: 'Hulu', url: 'https://hulu.example/s?q=Fight%20Club', affiliate_link: null }, { url: 'x' }],
          },
          { typed: 'Dark', title: 'Dark', type: 'series?', year: 'soon', platforms: [] },
          { typed: 'Heat', title: 'Heat', platforms: 'Hulu' },
          { typed: 'Up', platforms: ['Hulu'] },
          'Alien',
        ],
      }),
    ).toEqual({
      unresolved: ['Qwerty'],
      suggestions: [{ typed: 'Breaking Bad Show', titles: ['Breaking Bad'] }],
      read_as: [{ typed: 'Braking Bad', title: 'Breaking Bad' }],
      listed_only: [
        {
          typed: 'fight club',
          title: 'Fight Club',
          type: 'movie',
          year: 1999,
          platforms: ['Hulu', 'Prime Video'],
          watch_links: [{ platform: 'Hulu', url: 'https://hulu.example/s?q=Fight%20Club', affiliate_link: null }],
        },
        // An unknown kind reads as TV, an odd year as none, missing links as none sent.
        { typed: 'Dark', title: 'Dark', type: 'tv', year: null, platforms: [], watch_links: null },
      ],
    });
  });

  it('says nothing for a body without them', () => {
    expect(readTypedTitles(null)).toEqual(NOTHING_TO_SAY);
    expect(readTypedTitles({ recommendations: [] })).toEqual(NOTHING_TO_SAY);
  });
});

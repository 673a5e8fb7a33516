import { describe, expect, it } from 'vitest';
import { NOTHING_TO_SAY, readTypedTitles } from './typedTitles';

describe('readTypedTitles', () => {
  it('reads the three fields and drops malformed entries', () => {
    expect(
      readTypedTitles({
        unresolved: ['Qwerty', 7],
        suggestions: [{ typed: 'Breaking Bad Show', titles: ['Breaking Bad', null] }, { typed: 3 }],
        read_as: [{ typed: 'Braking Bad', title: 'Breaking Bad' }, { typed: 'x' }],
      }),
    ).toEqual({
      unresolved: ['Qwerty'],
      suggestions: [{ typed: 'Breaking Bad Show', titles: ['Breaking Bad'] }],
      read_as: [{ typed: 'Braking Bad', title: 'Breaking Bad' }],
    });
  });

  it('says nothing for a body without them', () => {
    expect(readTypedTitles(null)).toEqual(NOTHING_TO_SAY);
    expect(readTypedTitles({ recommendations: [] })).toEqual(NOTHING_TO_SAY);
  });
});

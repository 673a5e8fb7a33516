import { describe, expect, it } from 'vitest';
import { LAST_SHOWS_KEY, readLastShows, resolveShowList, saveLastShows } from './showList';

describe('resolveShowList', () => {
  it('prefers the query, then the path, then the stored list', () => {
    expect(resolveShowList('Dark, Lost', 'Fargo', 'Mad Men')).toEqual(['Dark', 'Lost']);
    expect(resolveShowList(null, 'Fargo,The Wire', 'Mad Men')).toEqual(['Fargo', 'The Wire']);
    expect(resolveShowList(null, undefined, 'Mad Men')).toEqual(['Mad Men']);
  });

  it('skips a source with no title in it', () => {
    expect(resolveShowList(' , ,', '', 'Mad Men')).toEqual(['Mad Men']);
    expect(resolveShowList(null, undefined, null)).toEqual([]);
  });
});

describe('last shows', () => {
  it('round-trips through local storage as comma-separated text', () => {
    saveLastShows(['Dark', 'The Office']);
    expect(localStorage.getItem(LAST_SHOWS_KEY)).toBe('Dark, The Office');
    expect(readLastShows()).toBe('Dark, The Office');
  });

  it('also reads a JSON array and ignores corrupt JSON', () => {
    localStorage.setItem(LAST_SHOWS_KEY, '["Dark","Lost",3]');
    expect(readLastShows()).toBe('Dark, Lost');
    localStorage.setItem(LAST_SHOWS_KEY, '[not json');
    expect(readLastShows()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { favoritesToAdd } from './favoritesToAdd';

describe('favoritesToAdd', () => {
  it('tags TV-box titles tv and movie-box titles movie', () => {
    expect(favoritesToAdd('Dark, Lost', 'Heat', [])).toEqual([
      { showName: 'Dark', contentType: 'tv' },
      { showName: 'Lost', contentType: 'tv' },
      { showName: 'Heat', contentType: 'movie' },
    ]);
  });

  it('skips titles already in favourites, trimmed and ignoring case, and repeats', () => {
    expect(favoritesToAdd(' dark ,Lost, LOST', 'heat', ['  Dark', 'HEAT'])).toEqual([{ showName: 'Lost', contentType: 'tv' }]);
  });
});

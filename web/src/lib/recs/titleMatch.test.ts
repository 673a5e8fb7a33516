import { describe, expect, it } from 'vitest';
import {
  WORD_OVERLAP_THRESHOLD,
  matchesAnyTitle,
  normalizeTitle,
  significantWords,
  titlesMatch,
  wordOverlap,
} from './titleMatch';

describe('normalizeTitle', () => {
  it('lower-cases, removes punctuation and collapses spaces', () => {
    expect(normalizeTitle('  Spider-Man:   Homecoming! ')).toBe('spiderman homecoming');
    expect(normalizeTitle("Grey's\tAnatomy")).toBe('greys anatomy');
  });

  it('strips accents and keeps non-Latin letters and digits', () => {
    expect(normalizeTitle('Amélie')).toBe('amelie');
    expect(normalizeTitle('进击的巨人 2')).toBe('进击的巨人 2');
  });

  it('gives an empty string for punctuation only', () => {
    expect(normalizeTitle(' ?!- ')).toBe('');
  });
});

describe('significantWords', () => {
  it('keeps only distinct words longer than two characters', () => {
    expect([...significantWords('the of a big big bang')]).toEqual(['the', 'big', 'bang']);
  });
});

describe('wordOverlap', () => {
  it('is the share of the shorter list found in the longer one', () => {
    // shorter: {house, dragon} (2 words); both in the longer.
    expect(wordOverlap('House of the Dragon', 'The Dragon House Chronicles')).toBe(1);
    // shorter: {game, thrones} vs {game, life}: 1 of 2.
    expect(wordOverlap('Game of Thrones', 'The Game of Life')).toBe(0.5);
  });

  it('ignores words of two characters or fewer', () => {
    expect(wordOverlap('Up', 'Up In Arms')).toBe(0);
  });

  it('is 0 when a title has no significant word', () => {
    expect(wordOverlap('', 'Dark')).toBe(0);
  });
});

describe('titlesMatch', () => {
  it('matches equal titles after normalisation', () => {
    expect(titlesMatch('The Office', 'the office!')).toBe(true);
  });

  it('matches by substring either way', () => {
    expect(titlesMatch('The Office', 'Office')).toBe(true);
    expect(titlesMatch('Office', 'The Office (US)')).toBe(true);
  });

  it('matches short inputs that are plain substrings, as the spec states', () => {
    expect(titlesMatch('Upload', 'Up')).toBe(true);
  });

  it('matches at the 0.7 overlap threshold and not below it', () => {
    expect(WORD_OVERLAP_THRESHOLD).toBe(0.7);
    // shorter list: {star, wars, clone, wars→dup} = {star, wars, clone}; 3 of 3 shared.
    expect(titlesMatch('Star Wars Clone Wars', 'Clone Wars of the Star')).toBe(true);
    // 7 of 10 words shared = 0.7 → match.
    const ten = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet';
    const sevenShared = 'alpha bravo charlie delta echo foxtrot golf xray yankee zulu';
    expect(wordOverlap(ten, sevenShared)).toBeCloseTo(0.7);
    expect(titlesMatch(ten, sevenShared)).toBe(true);
    // 6 of 10 = 0.6 → no match.
    const sixShared = 'alpha bravo charlie delta echo foxtrot whiskey xray yankee zulu';
    expect(titlesMatch(ten, sixShared)).toBe(false);
  });

  it('does not match unrelated titles', () => {
    expect(titlesMatch('Breaking Bad', 'Better Call Saul')).toBe(false);
    expect(titlesMatch('Game of Thrones', 'The Game of Life')).toBe(false);
  });

  it('never matches a blank title', () => {
    expect(titlesMatch('', 'Dark')).toBe(false);
    expect(titlesMatch('Dark', '  ')).toBe(false);
    expect(titlesMatch('!!', 'Dark')).toBe(false);
  });
});

describe('matchesAnyTitle', () => {
  it('is true when any input matches', () => {
    expect(matchesAnyTitle('Stranger Things', ['Lost', 'stranger things'])).toBe(true);
  });

  it('is false for no inputs or no matching input', () => {
    expect(matchesAnyTitle('Stranger Things', [])).toBe(false);
    expect(matchesAnyTitle('Stranger Things', ['Lost', 'Dark'])).toBe(false);
  });
});

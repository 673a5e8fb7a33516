import { describe, expect, it } from 'vitest';
import { hasAnyTitle, joinTitles, parseTitles } from './parseTitles';

describe('parseTitles', () => {
  it('splits on commas and trims each item', () => {
    expect(parseTitles(' Breaking Bad ,The Wire,  Dark')).toEqual(['Breaking Bad', 'The Wire', 'Dark']);
  });

  it('drops empty and blank items', () => {
    expect(parseTitles('Lost, , ,Dark,')).toEqual(['Lost', 'Dark']);
    expect(parseTitles(',,, ')).toEqual([]);
  });

  it('gives an empty list for empty, null or undefined input', () => {
    expect(parseTitles('')).toEqual([]);
    expect(parseTitles(null)).toEqual([]);
    expect(parseTitles(undefined)).toEqual([]);
  });

  it('keeps a single title without commas, including inner punctuation', () => {
    expect(parseTitles("  Grey's Anatomy: Season 2 ")).toEqual(["Grey's Anatomy: Season 2"]);
  });

  it('keeps newlines inside an item but trims them at the ends', () => {
    expect(parseTitles('Lost\n,\nDark\n')).toEqual(['Lost', 'Dark']);
  });
});

describe('joinTitles', () => {
  it("joins non-empty entries with ', '", () => {
    expect(joinTitles([' Lost', '', 'Dark ', '  '])).toBe('Lost, Dark');
    expect(joinTitles([])).toBe('');
  });
});

describe('hasAnyTitle', () => {
  it('is true when any input has a non-blank entry', () => {
    expect(hasAnyTitle('', ' , Dark')).toBe(true);
    expect(hasAnyTitle('Lost', undefined)).toBe(true);
  });

  it('is false when every input is blank', () => {
    expect(hasAnyTitle('  ', ' , ,', null)).toBe(false);
    expect(hasAnyTitle()).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { recommendationsPageTitle, showsSummary } from './summary';

describe('showsSummary', () => {
  it('is empty for no shows', () => {
    expect(showsSummary([])).toBe('');
  });

  it('names a single show alone', () => {
    expect(showsSummary(['Lost'])).toBe('Lost');
  });

  it("joins two shows with 'and'", () => {
    expect(showsSummary(['Lost', 'Dark'])).toBe('Lost and Dark');
  });

  it('lists three shows with an Oxford comma', () => {
    expect(showsSummary(['Lost', 'Dark', 'Fargo'])).toBe('Lost, Dark, and Fargo');
  });

  it("gives the first two then 'and others' for more than three", () => {
    expect(showsSummary(['Lost', 'Dark', 'Fargo', 'Ozark'])).toBe('Lost, Dark and others');
    expect(showsSummary(['A1', 'B2', 'C3', 'D4', 'E5', 'F6'])).toBe('A1, B2 and others');
  });

  it('ignores blank names and trims the rest', () => {
    expect(showsSummary([' Lost ', '', '  ', 'Dark'])).toBe('Lost and Dark');
  });
});

describe('recommendationsPageTitle', () => {
  it('names the first show', () => {
    expect(recommendationsPageTitle(['  ', 'Lost', 'Dark'])).toBe(
      'TV Shows Like Lost - Personalized Recommendations',
    );
  });

  it('falls back to a generic title without shows', () => {
    expect(recommendationsPageTitle([])).toBe('Personalized Recommendations');
  });
});

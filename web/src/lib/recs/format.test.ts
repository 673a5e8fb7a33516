import { describe, expect, it } from 'vitest';
import {
  bingeabilityVerdict,
  durationLabel,
  formatRating,
  seasonsLabel,
  seasonsOrDurationLabel,
  typeLabel,
} from './format';

describe('formatRating', () => {
  it('shows one decimal above 0', () => {
    expect(formatRating(8)).toBe('8.0');
    expect(formatRating(7.25)).toBe('7.3');
    expect(formatRating(0.04)).toBe('0.0');
    expect(formatRating(10)).toBe('10.0');
  });

  it('hides 0, negatives and non-numbers', () => {
    expect(formatRating(0)).toBeNull();
    expect(formatRating(-2)).toBeNull();
    expect(formatRating(Number.NaN)).toBeNull();
    expect(formatRating('8.1')).toBeNull();
    expect(formatRating(undefined)).toBeNull();
  });
});

describe('seasonsLabel', () => {
  it('pluralises', () => {
    expect(seasonsLabel(1)).toBe('1 Season');
    expect(seasonsLabel(5)).toBe('5 Seasons');
  });

  it('rejects non-positive or fractional counts', () => {
    expect(seasonsLabel(0)).toBeNull();
    expect(seasonsLabel(-1)).toBeNull();
    expect(seasonsLabel(1.5)).toBeNull();
  });
});

describe('durationLabel', () => {
  it('formats minutes as hours and minutes', () => {
    expect(durationLabel(45)).toBe('45m');
    expect(durationLabel(60)).toBe('1h');
    expect(durationLabel(112)).toBe('1h 52m');
    expect(durationLabel(119.6)).toBe('2h');
  });

  it('rejects non-positive or non-finite values', () => {
    expect(durationLabel(0)).toBeNull();
    expect(durationLabel(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('seasonsOrDurationLabel', () => {
  it('shows server text as sent', () => {
    expect(seasonsOrDurationLabel({ seasons_or_duration: ' 3 Seasons ', type: 'tv' })).toBe('3 Seasons');
    expect(seasonsOrDurationLabel({ seasons_or_duration: '2h 10m', type: 'movie' })).toBe('2h 10m');
  });

  it('reads a bare number as seasons for TV and minutes for movies', () => {
    expect(seasonsOrDurationLabel({ seasons_or_duration: 4, type: 'tv' })).toBe('4 Seasons');
    expect(seasonsOrDurationLabel({ seasons_or_duration: '1', type: 'TV Show' })).toBe('1 Season');
    expect(seasonsOrDurationLabel({ seasons_or_duration: 95, type: 'movie' })).toBe('1h 35m');
    expect(seasonsOrDurationLabel({ seasons_or_duration: '95', type: 'Movie' })).toBe('1h 35m');
  });

  it('falls back to the seasons field', () => {
    expect(seasonsOrDurationLabel({ seasons: 2, type: 'tv' })).toBe('2 Seasons');
    expect(seasonsOrDurationLabel({ seasons_or_duration: null, seasons: '6 Seasons', type: 'tv' })).toBe('6 Seasons');
  });

  it('is null when there is nothing to show', () => {
    expect(seasonsOrDurationLabel({ type: 'tv' })).toBeNull();
    expect(seasonsOrDurationLabel({ seasons_or_duration: '  ', type: 'tv' })).toBeNull();
    expect(seasonsOrDurationLabel({ seasons_or_duration: 0, type: 'movie' })).toBeNull();
  });
});

describe('typeLabel', () => {
  it('names TV and movies', () => {
    expect(typeLabel('tv')).toBe('TV Show');
    expect(typeLabel('Series')).toBe('TV Show');
    expect(typeLabel('movie')).toBe('Movie');
    expect(typeLabel(' Documentary ')).toBe('Documentary');
    expect(typeLabel(null)).toBe('');
  });
});

describe('bingeabilityVerdict', () => {
  it('uses the above-80 and above-60 thresholds', () => {
    expect(bingeabilityVerdict(81)).toBe('highly bingeable');
    expect(bingeabilityVerdict(80)).toBe('moderately bingeable');
    expect(bingeabilityVerdict(61)).toBe('moderately bingeable');
    expect(bingeabilityVerdict(60)).toBe('best watched weekly');
    expect(bingeabilityVerdict(0)).toBe('best watched weekly');
  });
});

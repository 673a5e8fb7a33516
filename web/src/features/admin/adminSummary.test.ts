import { describe, expect, it } from 'vitest';
import { formatMode, formatShare, formatVital, plural } from './adminSummary';

describe('admin summary formatting', () => {
  it('shows CLS unitless and times in ms', () => {
    expect(formatVital('CLS', 0.123)).toBe('0.12');
    expect(formatVital('LCP', 2512.4)).toBe('2,512 ms');
    expect(formatVital('INP', null)).toBe('–');
  });

  it('reads modes and shares', () => {
    expect(formatMode('cross_media_tv')).toBe('Cross media (TV)');
    expect(formatMode('mood_movie')).toBe('Mood (movies)');
    expect(formatShare(0.25)).toBe('25.0%');
    expect(formatShare(null)).toBe('–');
  });

  it('counts in words', () => {
    expect(plural(1, 'session')).toBe('1 session');
    expect(plural(1200, 'event')).toBe('1,200 events');
  });
});

import { describe, expect, it } from 'vitest';
import { MOODS, isMood, isMoodType, moodButtonText, moodLabel } from './moods';

describe('moods', () => {
  it('has the eight spec moods in order', () => {
    expect(MOODS.map((m) => m.mood)).toEqual([
      'happy', 'sad', 'excited', 'contemplative', 'nostalgic', 'adventurous', 'relaxed', 'intense',
    ]);
  });

  it('labels moods as the spec does', () => {
    expect(moodLabel('sad')).toBe('Melancholy & Reflective');
    expect(moodLabel('intense')).toBe('Intense & Gripping');
  });

  it('builds the submit button text for TV and movies', () => {
    expect(moodButtonText('happy', 'tv')).toBe('Get Happy & Uplifting TV Shows');
    expect(moodButtonText('relaxed', 'movies')).toBe('Get Relaxed & Chill Movies');
  });

  it('validates untrusted values', () => {
    expect(isMood('nostalgic')).toBe(true);
    expect(isMood('angry')).toBe(false);
    expect(isMood(undefined)).toBe(false);
    expect(isMoodType('movies')).toBe(true);
    expect(isMoodType('movie')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MOODS } from '@/lib/recs';
import { MOOD_DESCRIPTIONS } from './messages';
import { moodSearchQuery, moodSelectionError } from './moodRequest';

describe('moodSelectionError', () => {
  it("asks for a mood when none is chosen, and is satisfied by any mood", () => {
    expect(moodSelectionError(null)).toMatchObject({
      title: 'Select Your Mood',
      description: "Please choose how you're feeling to get personalized recommendations.",
    });
    expect(moodSelectionError('happy')).toBeNull();
  });
});

describe('mood texts', () => {
  it('has a description for each of the eight moods', () => {
    expect(MOODS).toHaveLength(8);
    for (const { mood } of MOODS) expect(MOOD_DESCRIPTIONS[mood].length).toBeGreaterThan(10);
  });

  it('names a search by mood label and type', () => {
    expect(moodSearchQuery('relaxed', 'movies')).toBe('Mood: Relaxed & Chill (Movies)');
    expect(moodSearchQuery('intense', 'tv')).toBe('Mood: Intense & Gripping (TV Shows)');
  });
});

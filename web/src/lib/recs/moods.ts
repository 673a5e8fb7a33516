import type { Mood, MoodType } from './types';

/** The eight mood cards, in the order the mood screen shows them (spec §2). */
export const MOODS: readonly { readonly mood: Mood; readonly label: string }[] = [
  { mood: 'happy', label: 'Happy & Uplifting' },
  { mood: 'sad', label: 'Melancholy & Reflective' },
  { mood: 'excited', label: 'Excited & Energetic' },
  { mood: 'contemplative', label: 'Contemplative & Deep' },
  { mood: 'nostalgic', label: 'Nostalgic & Cozy' },
  { mood: 'adventurous', label: 'Adventurous & Bold' },
  { mood: 'relaxed', label: 'Relaxed & Chill' },
  { mood: 'intense', label: 'Intense & Gripping' },
];

export function isMood(value: unknown): value is Mood {
  return MOODS.some((m) => m.mood === value);
}

export function isMoodType(value: unknown): value is MoodType {
  return value === 'tv' || value === 'movies';
}

/** Display label of a mood, e.g. `Happy & Uplifting`. */
export function moodLabel(mood: Mood): string {
  return MOODS.find((m) => m.mood === mood)?.label ?? mood;
}

/** Text of the submit button shown once a mood is chosen: 'Get {mood label} {TV Shows|Movies}'. */
export function moodButtonText(mood: Mood, type: MoodType): string {
  return `Get ${moodLabel(mood)} ${type === 'tv' ? 'TV Shows' : 'Movies'}`;
}

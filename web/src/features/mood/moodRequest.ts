import type { ToastInput } from '@/components/toast';
import { moodLabel, type Mood, type MoodType } from '@/lib/recs';
import { SELECT_MOOD_TOAST, typeNoun } from './messages';

/** Body of POST /api/mood-recommendations. */
export interface MoodRequest {
  mood: Mood;
  type: MoodType;
  userId?: string;
}

/** The toast for a request without a mood (spec §5), or null when the choice is complete. */
export function moodSelectionError(mood: Mood | null): ToastInput | null {
  return mood ? null : SELECT_MOOD_TOAST;
}

/** The session-history group name of a mood search, e.g. 'Mood: Relaxed & Chill (Movies)'. */
export function moodSearchQuery(mood: Mood, type: MoodType): string {
  return `Mood: ${moodLabel(mood)} (${typeNoun(type)})`;
}

import type { Mood, MoodType } from '@/lib/recs';

/** Texts of the mood screen, word for word from the spec where it gives them (§2, §5, §8). */
export const MOOD_HEADING = 'Mood Recommendations';
export const MOOD_INTRO = 'Tell us how you feel and we will find something that fits.';
export const LOADING_TITLE = 'Analyzing Your Emotional State';
export const MODAL_TITLE = 'Matching Titles to Your Mood';
export const TRY_DIFFERENT_MOOD = 'Try Different Mood';

export const SELECT_MOOD_TOAST = {
  title: 'Select Your Mood',
  description: "Please choose how you're feeling to get personalized recommendations.",
  variant: 'destructive',
} as const;

export const MOOD_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to get mood-based recommendations. Please try again.',
  variant: 'destructive',
} as const;

export const MOOD_SUCCESS_TITLE = 'Mood Recommendations Ready!';

/** The short line under each mood card's label (the spec leaves the wording to us). */
export const MOOD_DESCRIPTIONS: Record<Mood, string> = {
  happy: 'Feel-good stories, warm laughs and bright endings.',
  sad: 'Moving, bittersweet stories for a quiet evening.',
  excited: 'Fast-paced action and high energy from start to finish.',
  contemplative: 'Thought-provoking stories that stay with you.',
  nostalgic: 'Comforting classics and cozy favorites.',
  adventurous: 'Epic journeys, bold quests and new worlds.',
  relaxed: 'Easy, low-stakes viewing to unwind with.',
  intense: 'Edge-of-your-seat suspense and high stakes.',
};

export function typeNoun(type: MoodType): 'TV Shows' | 'Movies' {
  return type === 'tv' ? 'TV Shows' : 'Movies';
}

import { MOODS, moodButtonText, type Mood, type MoodType } from '@/lib/recs';
import { MOOD_DESCRIPTIONS } from '../messages';

interface MoodPickerProps {
  type: MoodType;
  mood: Mood | null;
  busy: boolean;
  onTypeChange: (type: MoodType) => void;
  onMoodChange: (mood: Mood) => void;
  onSubmit: () => void;
}

const TYPES: readonly { value: MoodType; label: string }[] = [
  { value: 'tv', label: 'TV Shows' },
  { value: 'movies', label: 'Movies' },
];

/**
 * Type choice and the eight mood cards (spec §2). Both are native radio groups, so arrow keys
 * move between options; the submit button appears once a mood is chosen.
 */
export function MoodPicker({ type, mood, busy, onTypeChange, onMoodChange, onSubmit }: MoodPickerProps) {
  return (
    <form
      className="recs-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="recs-choice">
        <legend>What would you like to watch?</legend>
        {TYPES.map((option) => (
          <label key={option.value} className="recs-choice__option">
            <input
              type="radio"
              name="moodType"
              value={option.value}
              checked={type === option.value}
              onChange={() => onTypeChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="mood-cards">
        <legend>How are you feeling?</legend>
        <div className="mood-cards__grid">
          {MOODS.map((option) => (
            <label key={option.mood} className="mood-card" data-mood={option.mood}>
              <input
                type="radio"
                name="mood"
                value={option.mood}
                checked={mood === option.mood}
                onChange={() => onMoodChange(option.mood)}
              />
              <span className="mood-card__label">{option.label}</span>
              <span className="mood-card__description">{MOOD_DESCRIPTIONS[option.mood]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {mood ? (
        <button type="submit" className="button button--primary recs-submit" disabled={busy}>
          {moodButtonText(mood, type)}
        </button>
      ) : null}
    </form>
  );
}

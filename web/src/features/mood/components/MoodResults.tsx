import { RecommendationGrid } from '@/components/recommendations';
import { useCardSaveActions } from '@/hooks/useCardSaveActions';
import { moodLabel, type Mood, type MoodType, type Recommendation } from '@/lib/recs';
import { TRY_DIFFERENT_MOOD, typeNoun } from '../messages';

interface MoodResultsProps {
  mood: Mood;
  type: MoodType;
  recommendations: readonly Recommendation[];
  onReset: () => void;
}

/** The results grid with 'Try Different Mood' (spec §2). */
export function MoodResults({ mood, type, recommendations, onReset }: MoodResultsProps) {
  const heading = `Your ${moodLabel(mood)} ${typeNoun(type)}`;
  const contentType = type === 'tv' ? 'tv' : 'movie';
  const saveActionsFor = useCardSaveActions(contentType);
  return (
    <section className="recs-page" aria-labelledby="mood-results-heading">
      <h2 id="mood-results-heading" className="recs-page__intro">
        {heading}
      </h2>
      <p className="recs-count muted" data-testid="results-count">
        {recommendations.length === 0
          ? 'Nothing matched this mood right now. Try a different mood.'
          : `${recommendations.length} ${recommendations.length === 1 ? 'pick' : 'picks'} for your mood`}
      </p>
      {recommendations.length > 0 ? (
        <RecommendationGrid
          recommendations={recommendations}
          contentType={contentType}
          saveActionsFor={saveActionsFor}
          label={heading}
        />
      ) : null}
      <div className="recs-actions">
        <button type="button" className="button button--primary" onClick={onReset}>
          {TRY_DIFFERENT_MOOD}
        </button>
      </div>
    </section>
  );
}

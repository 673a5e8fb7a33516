import { useRef, useState } from 'react';
import { LoadingModal, LoadingPanel } from '@/components/recommendations';
import { toast } from '@/components/toast';
import { useAuth } from '@/api/auth/useAuth';
import { trackRecommendations } from '@/lib/sessionHistory';
import { filterRecommendations, type Mood, type MoodType, type Recommendation } from '@/lib/recs';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useDelayedFlag } from '@/hooks/useDelayedFlag';
import { trackFeatureUsage } from '@/lib/monitoring';
import { useMoodRecommendationsMutation } from '../api/useMoodRecommendationsMutation';
import { LOADING_TITLE, MODAL_TITLE, MOOD_FAILED_TOAST, MOOD_HEADING, MOOD_INTRO, MOOD_SUCCESS_TITLE } from '../messages';
import { moodSearchQuery, moodSelectionError } from '../moodRequest';
import { MoodPicker } from './MoodPicker';
import { MoodResults } from './MoodResults';
import '@/components/recommendations/resultsScreen.css';
import './mood.css';

interface MoodOutcome {
  mood: Mood;
  type: MoodType;
  recommendations: Recommendation[];
}

/** Mood screen (/mood-recommendations, spec §2): choose, request, results, start again. */
export default function MoodPage() {
  useDocumentTitle(
    'Mood Recommendations - Shows and Movies for How You Feel | Bingeable',
    'Pick a mood and get TV shows or movies that match how you feel right now.',
  );
  const { user } = useAuth();
  const [type, setType] = useState<MoodType>('tv');
  const [mood, setMood] = useState<Mood | null>(null);
  const [outcome, setOutcome] = useState<MoodOutcome | null>(null);
  const { mutateAsync, isPending } = useMoodRecommendationsMutation();
  // Blocks a second submit before the pending state has rendered.
  const running = useRef(false);

  const submit = () => {
    const problem = moodSelectionError(mood);
    if (problem || !mood) {
      if (problem) toast(problem);
      return;
    }
    if (running.current) return;
    running.current = true;
    const usage = { feature: 'mood_recommendations', action: 'submit', context: moodSearchQuery(mood, type) };
    mutateAsync({ mood, type, ...(user ? { userId: user.id } : {}) })
      .then((data) => {
        const recommendations = filterRecommendations(data.recommendations, []);
        trackRecommendations(recommendations, moodSearchQuery(mood, type), false);
        setOutcome({ mood, type, recommendations });
        trackFeatureUsage({ ...usage, success: true });
        toast({
          title: MOOD_SUCCESS_TITLE,
          description: `Found ${recommendations.length} ${type === 'tv' ? 'TV shows' : 'movies'} for your mood.`,
        });
      })
      .catch(() => {
        toast(MOOD_FAILED_TOAST);
        trackFeatureUsage({ ...usage, success: false });
      })
      .finally(() => {
        running.current = false;
      });
  };

  const reset = () => {
    setOutcome(null);
    setMood(null);
    window.scrollTo({ top: 0 });
  };

  // The picker stays until the request has run 400 ms; the modal waits the same time by itself.
  const pendingIsSlow = useDelayedFlag(isPending);
  let body;
  if (pendingIsSlow) {
    body = <LoadingPanel title={LOADING_TITLE} revealAfterMs={0} />;
  } else if (outcome) {
    body = <MoodResults {...outcome} onReset={reset} />;
  } else {
    body = (
      <MoodPicker
        type={type}
        mood={mood}
        busy={isPending}
        onTypeChange={setType}
        onMoodChange={setMood}
        onSubmit={submit}
      />
    );
  }

  return (
    <section className="recs-page mood-page" aria-labelledby="mood-heading">
      <div className="recs-page__intro">
        <h1 id="mood-heading">{MOOD_HEADING}</h1>
        <p className="muted">{MOOD_INTRO}</p>
      </div>
      {body}
      <LoadingModal title={MODAL_TITLE} open={isPending} message="Finding titles that fit how you feel..." />
    </section>
  );
}

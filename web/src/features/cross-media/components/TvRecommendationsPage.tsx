import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/api/auth/useAuth';
import { useCrossMediaRecommender, type FormValues } from '../useCrossMediaRecommender';
import { CrossMediaScreen } from './CrossMediaScreen';
import { useSubscription } from '@/api/subscription/useSubscription';
import { useTvRecommendations } from '../api/useTvRecommendations';
import { TV_SCREEN_TEXT } from '../tvScreenText';
import { AUTO_SUBMIT_DELAY_MS, readUrlPrefill } from '../urlPrefill';
import { PremiumStatus } from './PremiumStatus';

/** /tv-recommendations: the cross-media form for TV picks (recommendation-features §2). */
export default function TvRecommendationsPage() {
  const { user } = useAuth();
  const subscription = useSubscription(user?.id);
  const tvRecommendations = useTvRecommendations();
  const controller = useCrossMediaRecommender({
    text: TV_SCREEN_TEXT,
    requestRecommendations: tvRecommendations.mutateAsync,
    premiumStatusLoading: subscription.loading,
  });
  const [searchParams, setSearchParams] = useSearchParams();

  // Prefill whenever the query string changes (arriving from the home form included). Effect
  // events read the latest controller, so the timer never calls a stale submit and a new
  // controller does not re-run the prefill; the controller's duplicate guard absorbs a second
  // mount in React's StrictMode.
  const prefillForm = useEffectEvent((values: FormValues) => controller.setValues(values));
  const submitPrefill = useEffectEvent((values: FormValues) => controller.submit(values));
  useEffect(() => {
    const prefill = readUrlPrefill(searchParams);
    if (prefill === null) return;
    prefillForm(prefill.values);
    if (!prefill.autoSubmit) return;
    const timer = setTimeout(() => submitPrefill(prefill.values), AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchParams]);

  return (
    <CrossMediaScreen
      text={TV_SCREEN_TEXT}
      controller={controller}
      // A reload after Start Over must not prefill and submit the old search again.
      onReset={() => setSearchParams({}, { replace: true })}
      signedInExtras={
        user ? <PremiumStatus userId={user.id} status={subscription.status} loading={subscription.loading} /> : null
      }
      canDislike={subscription.status.isPremium}
    />
  );
}

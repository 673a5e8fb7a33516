import { useEffect, useMemo, useState } from 'react';
import { ErrorPanel } from '@/components/recommendations/ErrorPanel';
import { trackRecommendations } from '@/lib/sessionHistory';
import { filterRecommendations } from '@/lib/recs';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { trackFeatureUsage } from '@/lib/monitoring';
import { useCoupleRecommendationsQuery } from '../api/useCoupleRecommendationsQuery';
import { readFreshCouplesResults, restoredCouplesForm, saveCouplesResults } from '../couplesCache';
import { couplesSearchQuery, EMPTY_COUPLES_FORM, requestTitles, type CouplesRequest } from '../couplesRequest';
import { COUPLES_HEADING, COUPLES_INTRO, ERROR_PANEL_MESSAGE, ERROR_PANEL_TITLE } from '../messages';
import { CouplesForm } from './CouplesForm';
import { CouplesLoadingModal } from './CouplesLoadingModal';
import { CouplesResults } from './CouplesResults';
import { SavedCoupleProfiles } from './SavedCoupleProfiles';
import { useCouplesGetMore } from './useCouplesGetMore';
import '@/components/recommendations/resultsScreen.css';
import './couples.css';

/** Couples screen (/couple-recommendations, spec §2). */
export default function CouplesPage() {
  useDocumentTitle(
    'Couples Recommendations - Shows to Watch Together | Bingeable',
    'Find TV shows and movies you will both enjoy: enter each person’s favorites and get picks for two.',
  );
  // Results under an hour old come back on a revisit (spec §9), with the lists they came from.
  const [restored] = useState(readFreshCouplesResults);
  const [form, setForm] = useState(() => (restored ? restoredCouplesForm(restored) : EMPTY_COUPLES_FORM));
  const [request, setRequest] = useState<CouplesRequest | null>(restored?.request ?? null);
  const query = useCoupleRecommendationsQuery(request);
  // Restored results stay where they are; results of a submit are scrolled into view.
  const [submitted, setSubmitted] = useState(false);
  const submit = (next: CouplesRequest) => {
    setSubmitted(true);
    setRequest(next);
    trackFeatureUsage({ feature: 'couple_recommendations', action: 'submit', context: next.recommendationType });
  };

  const recommendations = useMemo(
    () => (query.data && request ? filterRecommendations(query.data.recommendations, requestTitles(request)) : []),
    [query.data, request],
  );
  const more = useCouplesGetMore(request, recommendations);

  // Whatever the query holds (a search, a get-more that replaced it, or the restored cache) is
  // stored with its time and recorded in the session history (duplicates are skipped there).
  useEffect(() => {
    if (!request || !query.isSuccess || query.isFetching || recommendations.length === 0) return;
    saveCouplesResults({ request, recommendations, time: query.dataUpdatedAt });
    trackRecommendations(recommendations, couplesSearchQuery(request), true);
  }, [request, recommendations, query.isSuccess, query.isFetching, query.dataUpdatedAt]);

  const loading = query.isFetching || more.busy;

  return (
    <section className="recs-page couples-page" aria-labelledby="couples-heading">
      <div className="recs-page__intro">
        <h1 id="couples-heading">{COUPLES_HEADING}</h1>
        <p className="muted">{COUPLES_INTRO}</p>
      </div>
      <CouplesForm form={form} onChange={setForm} onSubmit={submit} busy={loading} />
      <SavedCoupleProfiles form={form} onUse={setForm} />
      {loading ? <CouplesLoadingModal /> : null}
      {query.isError && !query.isFetching ? (
        <ErrorPanel title={ERROR_PANEL_TITLE} message={ERROR_PANEL_MESSAGE} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isSuccess && request ? (
        recommendations.length > 0 ? (
          <CouplesResults
            recommendations={recommendations}
            typed={query.data}
            type={request.recommendationType}
            busy={more.busy}
            onGetMore={more.getMore}
            revealOnShow={submitted}
          />
        ) : (
          <p className="recs-empty muted" role="status">
            We couldn't find titles you'd both enjoy yet. Try adding a few more favorites.
          </p>
        )
      ) : null}
    </section>
  );
}

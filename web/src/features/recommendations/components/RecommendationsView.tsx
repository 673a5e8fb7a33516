import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingPanel, RecommendationGrid } from '@/components/recommendations';
import { useCardSaveActions } from '@/hooks/useCardSaveActions';
import { filterRecommendations, showsSummary, type Recommendation } from '@/lib/recs';
import { useSessionHistoryCount } from '@/lib/sessionHistory';
import { useRecommendationsQuery } from '../api/useRecommendationsQuery';
import {
  BASED_ON,
  ERROR_PANEL_MESSAGE,
  ERROR_PANEL_TITLE,
  LOADING_TITLE,
  MORE_LOADING_TITLE,
  PAGE_HEADING,
} from '../messages';
import { saveLastRecommendations, saveLastShows } from '../showList';
import { trackRecommendations } from '@/lib/sessionHistory';
import { ErrorPanel } from '@/components/recommendations/ErrorPanel';
import { UnresolvedNotice } from '@/components/recommendations/UnresolvedNotice';
import { useDelayedFlag } from '@/hooks/useDelayedFlag';
import { useGetMoreRecommendations } from './useGetMoreRecommendations';

interface RecommendationsViewProps {
  shows: string[];
  enhance: boolean;
  exclude: boolean;
}

/** Loading, error and results of the recommendations page for one show list (spec §2, §4). */
export function RecommendationsView({ shows, enhance, exclude }: RecommendationsViewProps) {
  const navigate = useNavigate();
  const historyCount = useSessionHistoryCount();
  const saveActionsFor = useCardSaveActions('tv');
  const query = useRecommendationsQuery({ shows, enhance, exclude });
  // Get More replaces the list; until then the query's list is shown.
  const [replacement, setReplacement] = useState<Recommendation[] | null>(null);

  const firstList = useMemo(
    () => (query.data ? filterRecommendations(query.data.recommendations, shows) : []),
    [query.data, shows],
  );
  const shown = replacement ?? firstList;
  const searchQuery = shows.join(', ');

  useEffect(() => {
    if (!query.data || firstList.length === 0) return;
    trackRecommendations(firstList, searchQuery, false);
    saveLastRecommendations({ ...query.data, recommendations: firstList, timestamp: new Date().toISOString() });
  }, [query.data, firstList, searchQuery]);

  const onMore = useCallback(
    (fresh: Recommendation[]) => {
      setReplacement(fresh);
      trackRecommendations(fresh, searchQuery, false);
    },
    [searchQuery],
  );
  const more = useGetMoreRecommendations({ shows, enhance, exclude, shown, onResults: onMore });

  const tryDifferentShows = () => {
    saveLastShows(shows);
    window.scrollTo({ top: 0 });
    void navigate('/');
  };

  const retry = () => {
    if (more.failed) {
      more.getMore();
    } else {
      void query.refetch();
    }
  };

  // A get-more keeps the current picks on screen until it has run 400 ms: a quick answer swaps
  // them in place, without the page collapsing (and losing its scroll position) in between.
  const moreIsSlow = useDelayedFlag(more.busy);
  let body;
  if (moreIsSlow) {
    body = <LoadingPanel title={MORE_LOADING_TITLE} revealAfterMs={0} />;
  } else if (query.isPending) {
    body = <LoadingPanel title={LOADING_TITLE} />;
  } else if (query.isError || more.failed || shown.length === 0) {
    body = <ErrorPanel title={ERROR_PANEL_TITLE} message={ERROR_PANEL_MESSAGE} onRetry={retry} />;
  } else {
    body = (
      <>
        <UnresolvedNotice typed={query.data} hasResults />
        <RecommendationGrid recommendations={shown} contentType="tv" saveActionsFor={saveActionsFor} label={PAGE_HEADING} />
      </>
    );
  }

  return (
    <section className="recs-page" aria-labelledby="recs-heading">
      <div className="recs-page__intro">
        <h1 id="recs-heading">{PAGE_HEADING}</h1>
        <p className="recs-summary">
          {BASED_ON} <strong data-testid="shows-summary">{showsSummary(shows)}</strong>
        </p>
      </div>
      <div className="recs-actions">
        <Link className="button" to="/session-history">
          Session History ({historyCount})
        </Link>
        <button
          type="button"
          className="button button--primary"
          onClick={more.getMore}
          disabled={more.busy || query.isPending}
          aria-busy={more.busy}
        >
          Get More Recommendations
        </button>
        <button type="button" className="button" onClick={tryDifferentShows}>
          Try Different Shows
        </button>
      </div>
      {body}
    </section>
  );
}

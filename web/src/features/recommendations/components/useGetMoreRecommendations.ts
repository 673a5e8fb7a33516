import { useCallback, useMemo } from 'react';
import { apiErrorMessage } from '@/api/recommendations/apiErrorMessage';
import { NoNewRecommendationsError, useGetMore, type GetMoreState } from '@/hooks/useGetMore';
import type { Recommendation, RecommendationResponse } from '@/lib/recs';
import { titlesToExclude } from '@/lib/sessionHistory';
import { toast } from '@/components/toast';
import { NoRecommendationsError } from '../api/useRecommendationsQuery';
import { useMoreRecommendationsMutation } from '../api/useMoreRecommendationsMutation';
import {
  MORE_EMPTY_MESSAGE,
  MORE_FAILED_FALLBACK,
  MORE_FAILED_TITLE,
  MORE_PENDING_TOAST,
  MORE_SUCCESS_TITLE,
  SCROLL_AFTER_MORE_PX,
} from '../messages';
import { saveLastRecommendations } from '../showList';

interface GetMoreOptions {
  shows: readonly string[];
  enhance: boolean;
  exclude: boolean;
  /** Titles on screen now; they are excluded along with the rest of the session. */
  shown: readonly Recommendation[];
  /** Receives the new list (already filtered) to replace the shown one. */
  onResults: (recommendations: Recommendation[]) => void;
}

function failureToast(error: unknown) {
  const empty = error instanceof NoRecommendationsError || error instanceof NoNewRecommendationsError;
  return { title: MORE_FAILED_TITLE, description: empty ? MORE_EMPTY_MESSAGE : apiErrorMessage(error, MORE_FAILED_FALLBACK) };
}

/**
 * Get More on the recommendations page (spec §4, §8, §9): the shared get-more flow with this
 * screen's texts, the 45 s info toast and 60 s limit; the new list replaces the shown one, is
 * stored as the last recommendations, and the page scrolls to 200 px.
 */
export function useGetMoreRecommendations({ shows, enhance, exclude, shown, onResults }: GetMoreOptions): GetMoreState {
  const { mutateAsync } = useMoreRecommendationsMutation();
  const fetchMore = useMemo(
    () =>
      shows.length === 0
        ? null
        : (excludedShows: string[], signal: AbortSignal) => mutateAsync({ shows, excludedShows, enhance, exclude, signal }),
    [shows, enhance, exclude, mutateAsync],
  );
  const excludedShows = useCallback(() => titlesToExclude(shown), [shown]);
  const showFresh = useCallback(
    (fresh: Recommendation[], response: RecommendationResponse, excluded: string[]) => {
      saveLastRecommendations({ ...response, recommendations: fresh });
      onResults(fresh);
      toast({ title: MORE_SUCCESS_TITLE, description: `Found ${fresh.length} new recommendations (${excluded.length} already shown).` });
      window.scrollTo({ top: SCROLL_AFTER_MORE_PX, behavior: 'smooth' });
    },
    [onResults],
  );
  return useGetMore({
    fetchMore,
    excludedShows,
    inputTitles: shows,
    pendingToast: MORE_PENDING_TOAST,
    onResults: showFresh,
    failureToast,
  });
}

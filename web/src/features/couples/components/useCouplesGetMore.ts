import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '@/api/recommendations/apiErrorMessage';
import { NoNewRecommendationsError, useGetMore } from '@/hooks/useGetMore';
import type { Recommendation, RecommendationResponse } from '@/lib/recs';
import { titlesToExclude } from '@/lib/sessionHistory';
import { useMoreCoupleRecommendationsMutation } from '../api/useMoreCoupleRecommendationsMutation';
import { couplesQueryKey } from '../api/useCoupleRecommendationsQuery';
import { requestTitles, type CouplesRequest } from '../couplesRequest';
import { MORE_FAILED_FALLBACK, MORE_PENDING_TOAST } from '../messages';

/** No new title came back: reported like any other get-more failure. */
const NOTHING_NEW = 'No new recommendations found. Try adding more favorites.';

function failureToast(error: unknown) {
  const description = error instanceof NoNewRecommendationsError ? NOTHING_NEW : apiErrorMessage(error, MORE_FAILED_FALLBACK);
  return { title: 'Error', description };
}

/**
 * Couples get-more (spec §4, §8, §9): the shared get-more flow once both lists are in, with
 * the 20 s info toast; the new picks replace the query's results (the page then stores them).
 */
export function useCouplesGetMore(request: CouplesRequest | null, shown: readonly Recommendation[]) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMoreCoupleRecommendationsMutation();
  const fetchMore = useMemo(
    () => (request ? (excludedShows: string[]) => mutateAsync({ request, excludedShows }) : null),
    [request, mutateAsync],
  );
  const inputTitles = useMemo(() => (request ? requestTitles(request) : []), [request]);
  const excludedShows = useCallback(() => titlesToExclude(shown), [shown]);
  const replaceResults = useCallback(
    (fresh: Recommendation[], response: RecommendationResponse) => {
      if (!request) return;
      // The page stores and records whatever the query holds, so replacing it is enough.
      queryClient.setQueryData(couplesQueryKey(request), { ...response, recommendations: fresh });
    },
    [request, queryClient],
  );
  const { busy, getMore } = useGetMore({
    fetchMore,
    excludedShows,
    inputTitles,
    pendingToast: MORE_PENDING_TOAST,
    onResults: replaceResults,
    failureToast,
  });
  return { busy, getMore };
}

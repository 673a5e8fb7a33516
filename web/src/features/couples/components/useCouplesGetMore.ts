import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast';
import { apiErrorMessage } from '@/features/recommendations/api/apiErrorMessage';
import { titlesToExclude, withoutTitles } from '@/features/recommendations/sessionTracking';
import { filterRecommendations, type Recommendation, type RecommendationResponse } from '@/lib/recs';
import { useMoreCoupleRecommendationsMutation } from '../api/useMoreCoupleRecommendationsMutation';
import { couplesQueryKey } from '../api/useCoupleRecommendationsQuery';
import { requestTitles, type CouplesRequest } from '../couplesRequest';
import { MORE_FAILED_FALLBACK, MORE_PENDING_TOAST } from '../messages';

/** No new title came back: reported like any other get-more failure. */
const NOTHING_NEW = 'No new recommendations found. Try adding more favorites.';

/**
 * Couples get-more (spec §4, §8, §9): needs both lists, shows the 20 s info toast, and on
 * success replaces the query's results (the page then stores them). Failures toast 'Error'.
 */
export function useCouplesGetMore(request: CouplesRequest | null, shown: readonly Recommendation[]) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMoreCoupleRecommendationsMutation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const getMore = useCallback(() => {
    if (!request || running.current) return;
    running.current = true;
    setBusy(true);
    const pending = toast(MORE_PENDING_TOAST);
    const excludedShows = titlesToExclude(shown);
    mutateAsync({ request, excludedShows })
      .then((data) => {
        const fresh = withoutTitles(filterRecommendations(data.recommendations, requestTitles(request)), excludedShows);
        if (fresh.length === 0) throw new Error(NOTHING_NEW);
        pending.dismiss();
        const next: RecommendationResponse = { ...data, recommendations: fresh };
        // The page stores and records whatever the query holds, so replacing it is enough.
        queryClient.setQueryData(couplesQueryKey(request), next);
      })
      .catch((error: unknown) => {
        pending.dismiss();
        toast({ title: 'Error', description: apiErrorMessage(error, MORE_FAILED_FALLBACK), variant: 'destructive' });
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, [request, shown, mutateAsync, queryClient]);

  return { busy, getMore };
}

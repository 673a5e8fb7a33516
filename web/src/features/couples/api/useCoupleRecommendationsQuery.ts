import { useQuery } from '@tanstack/react-query';
import { readRecommendationResponse } from '@/api/recommendations/readRecommendationResponse';
import { apiRequest } from '@/lib/apiRequest';
import { NOTHING_TO_SAY, type RecommendationResponse } from '@/lib/recs';
import { COUPLES_CACHE_MS, readFreshCouplesResults } from '../couplesCache';
import { sameRequest, type CouplesRequest } from '../couplesRequest';

export const COUPLES_QUERY_PATH = '/api/couple-recommendations';

export function couplesQueryKey(request: CouplesRequest | null) {
  return [COUPLES_QUERY_PATH, request] as const;
}

export async function postCoupleRecommendations(
  request: CouplesRequest,
  signal?: AbortSignal,
): Promise<RecommendationResponse> {
  return readRecommendationResponse(await apiRequest('POST', COUPLES_QUERY_PATH, { body: request, signal }));
}

/**
 * POST /api/couple-recommendations once both lists are set (spec §4), reused for an hour (§9):
 * results stored in local storage under an hour old seed the query, so a revisit is instant.
 */
export function useCoupleRecommendationsQuery(request: CouplesRequest | null) {
  return useQuery({
    queryKey: couplesQueryKey(request),
    queryFn: ({ signal }) => {
      // `enabled` below keeps this from running without a request.
      if (!request) throw new Error('Both people need to enter at least one TV show or movie.');
      return postCoupleRecommendations(request, signal);
    },
    enabled: request !== null,
    staleTime: COUPLES_CACHE_MS,
    gcTime: COUPLES_CACHE_MS,
    initialData: () => {
      const cached = request ? readFreshCouplesResults() : null;
      return cached && request && sameRequest(cached.request, request)
        ? { recommendations: cached.recommendations, ...NOTHING_TO_SAY }
        : undefined;
    },
    initialDataUpdatedAt: () => readFreshCouplesResults()?.time,
  });
}

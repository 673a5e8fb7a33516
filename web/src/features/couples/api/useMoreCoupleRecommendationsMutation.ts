import { useMutation } from '@tanstack/react-query';
import { readRecommendationResponse } from '@/api/recommendations/readRecommendationResponse';
import { apiRequest } from '@/lib/apiRequest';
import type { RecommendationResponse } from '@/lib/recs';
import type { CouplesRequest } from '../couplesRequest';

export interface MoreCoupleVariables {
  request: CouplesRequest;
  /** Every title shown so far this session. */
  excludedShows: readonly string[];
}

/** POST /api/more-couple-recommendations; the result is stamped with the time (spec §3). */
export async function postMoreCoupleRecommendations({
  request,
  excludedShows,
}: MoreCoupleVariables): Promise<RecommendationResponse> {
  const body = await apiRequest('POST', '/api/more-couple-recommendations', {
    body: { ...request, excludedShows: [...excludedShows] },
  });
  return { ...readRecommendationResponse(body), timestamp: new Date().toISOString() };
}

export function useMoreCoupleRecommendationsMutation() {
  return useMutation({ mutationFn: postMoreCoupleRecommendations });
}

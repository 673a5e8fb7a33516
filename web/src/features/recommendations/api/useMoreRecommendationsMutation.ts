import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/apiRequest';
import type { RecommendationResponse } from '@/lib/recs';
import { MORE_TIMEOUT_MS } from '../messages';
import { readRecommendationResponse } from '@/api/recommendations/readRecommendationResponse';
import { NoRecommendationsError } from './useRecommendationsQuery';

export interface MoreRecommendationsVariables {
  shows: readonly string[];
  /** Every title shown so far this session. */
  excludedShows: readonly string[];
  enhance: boolean;
  exclude: boolean;
  /** Lets the page cancel the call when the visitor leaves. */
  signal?: AbortSignal;
}

/**
 * POST /api/more-recommendations. Gives up after 60 s (spec §9); an empty answer is a failure
 * (spec §8 'No recommendations received from server'). The result is stamped with the time.
 */
export async function postMoreRecommendations({
  shows,
  excludedShows,
  enhance,
  exclude,
  signal,
}: MoreRecommendationsVariables): Promise<RecommendationResponse> {
  const body = await apiRequest('POST', '/api/more-recommendations', {
    body: { shows: [...shows], excludedShows: [...excludedShows], enhanceUserShows: enhance, excludeFavorites: exclude },
    signal,
    timeoutMs: MORE_TIMEOUT_MS,
  });
  const data = readRecommendationResponse(body);
  if (data.recommendations.length === 0) throw new NoRecommendationsError();
  return { ...data, timestamp: new Date().toISOString() };
}

export function useMoreRecommendationsMutation() {
  return useMutation({ mutationFn: postMoreRecommendations });
}

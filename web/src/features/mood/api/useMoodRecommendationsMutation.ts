import { useMutation } from '@tanstack/react-query';
import { readRecommendationResponse } from '@/api/recommendations/readRecommendationResponse';
import { apiRequest } from '@/lib/apiRequest';
import type { RecommendationResponse } from '@/lib/recs';
import type { MoodRequest } from '../moodRequest';

/** POST /api/mood-recommendations (`userId` only for a signed-in user). */
export async function postMoodRecommendations(request: MoodRequest): Promise<RecommendationResponse> {
  return readRecommendationResponse(await apiRequest('POST', '/api/mood-recommendations', { body: request }));
}

export function useMoodRecommendationsMutation() {
  return useMutation({ mutationFn: postMoodRecommendations });
}

import { useMutation } from '@tanstack/react-query';
import { postCrossMediaRecommendations, type CrossMediaRequest } from '../crossMediaRequest';

/** POST /api/tv-recommendations. No client time-out (spec §7); the screen's 30 s safety timer covers the UI. */
export function useTvRecommendations() {
  return useMutation({
    mutationFn: (request: CrossMediaRequest) =>
      postCrossMediaRecommendations('/api/tv-recommendations', request, { timeoutMs: 0 }),
  });
}

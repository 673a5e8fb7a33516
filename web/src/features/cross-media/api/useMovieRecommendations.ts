import { useMutation } from '@tanstack/react-query';
import { postCrossMediaRecommendations, type CrossMediaRequest } from '../crossMediaRequest';

/** The movie call's client time-out (spec §7, §9) and the message it fails with (§8). */
export const MOVIE_TIMEOUT_MS = 180_000;
export const MOVIE_TIMEOUT_MESSAGE = 'Request timeout after 3 minutes';

/** POST /api/movie-recommendations. */
export function useMovieRecommendations() {
  return useMutation({
    mutationFn: (request: CrossMediaRequest) =>
      postCrossMediaRecommendations('/api/movie-recommendations', request, {
        timeoutMs: MOVIE_TIMEOUT_MS,
        timeoutMessage: MOVIE_TIMEOUT_MESSAGE,
      }),
  });
}

import { useCrossMediaRecommender } from '../useCrossMediaRecommender';
import { CrossMediaScreen } from './CrossMediaScreen';
import { useMovieRecommendations } from '../api/useMovieRecommendations';
import { MOVIE_SCREEN_TEXT } from '../movieScreenText';

/**
 * /movie-recommendations (recommendation-features §2): the TV screen's layout for films, without
 * URL prefill, test-premium button or dislike button.
 */
export default function MovieRecommendationsPage() {
  const movieRecommendations = useMovieRecommendations();
  const controller = useCrossMediaRecommender({
    text: MOVIE_SCREEN_TEXT,
    requestRecommendations: movieRecommendations.mutateAsync,
  });
  return <CrossMediaScreen text={MOVIE_SCREEN_TEXT} controller={controller} />;
}

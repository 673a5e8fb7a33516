import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { recommendationsPageTitle } from '@/lib/recs';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { readLastShows, resolveShowList } from '../showList';
import { RecommendationsStart, START_PAGE_TITLE } from './RecommendationsStart';
import { RecommendationsView } from './RecommendationsView';
import '@/components/recommendations/resultsScreen.css';

/**
 * /recommendations and /recommendations/{shows} (spec §2). The list comes from `?shows=`, then
 * the path, then the last list used; with none the page offers a start instead of sending the
 * visitor home (see RecommendationsStart).
 */
export default function RecommendationsPage() {
  const [searchParams] = useSearchParams();
  const { shows: pathShows } = useParams();
  const queryShows = searchParams.get('shows');
  // Memoised on the sources so the list keeps its identity between renders.
  const shows = useMemo(() => resolveShowList(queryShows, pathShows, readLastShows()), [queryShows, pathShows]);
  const enhance = searchParams.get('enhance') === 'true';
  const exclude = searchParams.get('exclude') === 'true';
  useDocumentTitle(
    shows.length === 0 ? START_PAGE_TITLE : recommendationsPageTitle(shows),
    'Personalized TV show recommendations based on the shows you love, with where to stream each one.',
  );

  if (shows.length === 0) return <RecommendationsStart />;
  // A new list is a new page: the key drops any get-more state of the previous one.
  return <RecommendationsView key={shows.join('\n')} shows={shows} enhance={enhance} exclude={exclude} />;
}

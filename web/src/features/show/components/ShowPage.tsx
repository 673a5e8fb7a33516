import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useShowQuery } from '../api/useShowQuery';
import { ListedOnlyView } from './ListedOnlyView';
import { ShowDetailView } from './ShowDetailView';
import { SHOW_NOT_FOUND_MESSAGES, ShowNotFound } from './ShowNotFound';
import { ShowSkeleton } from './ShowSkeleton';
import './show.css';

function LoadingShow({ name }: { name: string }) {
  useDocumentTitle(`${name} | Bingeable`);
  return <ShowSkeleton />;
}

/**
 * Show detail (/show/{showName}); react-router has already URL-decoded the name.
 * A 404 (or a body without a show) is "no show": the page of a title only the streaming lists
 * know, else 'Show Not Found' with the titles the name might have meant; any other failure is a
 * failed fetch.
 */
export default function ShowPage() {
  const { showName = '' } = useParams();
  const [searchParams] = useSearchParams();
  const name = showName.trim();
  const query = useShowQuery(name, searchParams.get('id'));

  if (name.length === 0) return <ShowNotFound message={SHOW_NOT_FOUND_MESSAGES.noName} />;
  if (query.isPending) return <LoadingShow name={name} />;
  if (query.isError) return <ShowNotFound message={SHOW_NOT_FOUND_MESSAGES.fetchFailed} />;
  if (query.data.found) return <ShowDetailView data={query.data.found} />;
  const { listed, suggestions } = query.data.missing;
  if (listed) return <ListedOnlyView listed={listed} />;
  return <ShowNotFound message={SHOW_NOT_FOUND_MESSAGES.noShow} suggestions={suggestions} />;
}

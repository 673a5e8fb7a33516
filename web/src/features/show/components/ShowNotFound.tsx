import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** The three 'Show Not Found' cases (spec §2): no name, failed fetch, no such show. */
export const SHOW_NOT_FOUND_MESSAGES = {
  noName: 'Show name is required',
  fetchFailed: 'Failed to load show information',
  noShow: 'This show page could not be loaded.',
} as const;

export function ShowNotFound({ message }: { message: string }) {
  useDocumentTitle('Show Not Found | Bingeable');
  return (
    <section className="page page--centered show-not-found" role="alert">
      <h1>Show Not Found</h1>
      <p>{message}</p>
      <div className="button-row">
        <Link to="/" className="button button--primary">
          Get Recommendations
        </Link>
        <Link to="/mood-recommendations" className="button">
          Browse by Mood
        </Link>
      </div>
    </section>
  );
}

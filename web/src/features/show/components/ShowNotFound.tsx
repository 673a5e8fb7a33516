import { Link } from 'react-router';
import { showPageUrl } from '@/lib/recs';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** The three 'Show Not Found' cases (spec §2): no name, failed fetch, no such show. */
export const SHOW_NOT_FOUND_MESSAGES = {
  noName: 'Show name is required',
  fetchFailed: 'Failed to load show information',
  noShow: 'This show page could not be loaded.',
} as const;

/**
 * `suggestions` are the known titles a name we could not place looks like ("Did you mean"), each
 * a link to its page: not in the spec, but a misspelt address should not be a dead end.
 */
export function ShowNotFound({ message, suggestions = [] }: { message: string; suggestions?: readonly string[] }) {
  useDocumentTitle('Show Not Found | Bingeable');
  return (
    <section className="page page--centered show-not-found" role="alert">
      <h1>Show Not Found</h1>
      <p>{message}</p>
      {suggestions.length > 0 ? (
        <p data-testid="show-suggestions">
          Did you mean{' '}
          {suggestions.map((title, i) => (
            <span key={title}>
              {i === 0 ? '' : i === suggestions.length - 1 ? ' or ' : ', '}
              <Link to={showPageUrl(title)}>{title}</Link>
            </span>
          ))}
          ?
        </p>
      ) : null}
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

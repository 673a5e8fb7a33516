import { Link } from 'react-router';
import type { ListedOnly } from '@/lib/recs';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { ShowPoster } from './ShowPoster';
import { WhereToWatch } from './WhereToWatch';

/**
 * The page of a title only the 2021 availability lists know (docs/API.md `listed_only`): its
 * name, kind and year and where it streams, and why there is nothing more. Not in the spec, which
 * has only 'Show Not Found'; saying "not found" of a title that plainly streams would be false.
 */
export function ListedOnlyView({ listed }: { listed: ListedOnly }) {
  const kind = listed.type === 'movie' ? 'film' : 'show';
  useDocumentTitle(`${listed.title} | Bingeable`, `Where to watch ${listed.title}.`);
  const show = {
    show_name: listed.title,
    type: listed.type,
    watch_links: listed.watch_links,
    streaming_platforms: listed.platforms,
    official_site: null,
  };
  return (
    <article className="show-page" aria-labelledby="show-title">
      <div className="show-hero">
        <ShowPoster name={listed.title} imageUrl={null} />
        <div className="show-hero__text">
          <h1 id="show-title">{listed.title}</h1>
          <dl className="show-facts">
            <div>
              <dt>Type</dt>
              <dd>{listed.type === 'movie' ? 'Movie' : 'TV Show'}</dd>
            </div>
            {listed.year === null ? null : (
              <div>
                <dt>{listed.type === 'movie' ? 'Released' : 'Premiered'}</dt>
                <dd data-testid="show-premiere">{listed.year}</dd>
              </div>
            )}
          </dl>
          <p data-testid="listed-only-note">
            We know where this {kind} streams, but too little about it (no story, genres or cast) to describe it or to
            find titles like it.
          </p>
          <div className="button-row show-hero__actions">
            <Link to="/" className="button">
              Get Recommendations
            </Link>
          </div>
        </div>
      </div>
      <WhereToWatch show={show} />
    </article>
  );
}

import { RecommendationGrid } from '@/components/recommendations';
import { useCardSaveActions } from '@/hooks/useCardSaveActions';
import { durationLabel, formatRating, seasonsLabel, type ShowDetail, type ShowDetailResponse } from '@/lib/recs';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { showJsonLd, showPageDescription, showPageTitle } from '../showMetadata';
import { BingeabilityBox } from './BingeabilityBox';
import { ShowPoster } from './ShowPoster';
import { StructuredData } from './StructuredData';
import { WhereToWatch } from './WhereToWatch';

/** "6 Seasons" for a count, server text as sent, or a film's running time. */
function lengthLabel(show: ShowDetail): string | null {
  if (show.type === 'movie') return show.runtime === null ? null : durationLabel(show.runtime);
  if (typeof show.seasons === 'number') return seasonsLabel(show.seasons);
  return show.seasons;
}

/** The loaded show page (spec §2 "Show detail"). */
export function ShowDetailView({ data }: { data: ShowDetailResponse }) {
  const { show, similarShows } = data;
  const saveActionsFor = useCardSaveActions(show.type);
  useDocumentTitle(showPageTitle(show), showPageDescription(show));
  const length = lengthLabel(show);
  const rating = formatRating(show.rating);

  return (
    <article className="show-page" aria-labelledby="show-title">
      <StructuredData id="show-structured-data" data={showJsonLd(show, window.location.href)} />
      <div className="show-hero">
        <ShowPoster name={show.show_name} imageUrl={show.image_url} />
        <div className="show-hero__text">
          <h1 id="show-title">{show.show_name}</h1>
          <div className="show-badges">
            {show.genre ? <span className="show-badge" data-testid="show-genre">{show.genre}</span> : null}
            {show.maturity_rating ? <span className="show-badge show-badge--outline">{show.maturity_rating}</span> : null}
          </div>
          <dl className="show-facts">
            {length ? (
              <div>
                <dt>{show.type === 'movie' ? 'Runtime' : 'Seasons'}</dt>
                <dd data-testid="show-length">{length}</dd>
              </div>
            ) : null}
            {rating ? (
              <div>
                <dt>Rating</dt>
                <dd data-testid="show-rating">{rating}/10</dd>
              </div>
            ) : null}
            {show.premiere_date ? (
              <div>
                <dt>{show.type === 'movie' ? 'Released' : 'Premiered'}</dt>
                <dd data-testid="show-premiere">{show.premiere_date}</dd>
              </div>
            ) : null}
            {show.network ? (
              <div>
                <dt>Network</dt>
                <dd>{show.network}</dd>
              </div>
            ) : null}
          </dl>
          {show.bingeability_score === null ? null : <BingeabilityBox score={show.bingeability_score} breakdown={show.bingeability_breakdown} />}
        </div>
      </div>

      <section className="show-section" aria-labelledby="synopsis-heading">
        <h2 id="synopsis-heading">Synopsis</h2>
        <p>{show.synopsis || 'No synopsis is available for this title yet.'}</p>
      </section>

      {show.cast.length > 0 ? (
        <section className="show-section" aria-labelledby="cast-heading">
          <h2 id="cast-heading">Cast</h2>
          <ul className="cast-list">
            {show.cast.map((name) => (
              <li key={name} className="show-badge show-badge--outline">
                {name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <WhereToWatch show={show} />

      {similarShows.length > 0 ? (
        <section className="show-section" aria-labelledby="similar-heading">
          <h2 id="similar-heading">Shows Like {show.show_name}</h2>
          <RecommendationGrid
            recommendations={similarShows}
            contentType={show.type}
            saveActionsFor={saveActionsFor}
            label={`Shows Like ${show.show_name}`}
          />
        </section>
      ) : null}
    </article>
  );
}

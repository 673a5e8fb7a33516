import { useId } from 'react';
import { Link } from 'react-router';
import {
  formatRating,
  seasonsOrDurationLabel,
  showPageUrl,
  typeLabel,
  type ContentType,
  type Recommendation,
} from '@/lib/recs';
import { itemContentType } from './itemContentType';
import { CardSaveButtons, type CardSaveActions } from './CardSaveButtons';
import { RecommendationPoster } from './RecommendationPoster';
import { WatchLink } from './WatchLink';
import './recommendations.css';

export interface RecommendationCardProps {
  rec: Recommendation;
  /** The screen's content type; decides the placeholder when the item's own type is unclear. */
  contentType: ContentType;
  /** Given only for signed-in users: anonymous visitors see no save buttons (spec §2). */
  saveActions?: CardSaveActions;
  /** Premium users on the TV screen: shows the dislike button (needs `saveActions.onToggleDislike`). */
  canDislike?: boolean;
}

/** Trimmed text, or '' for a missing or non-string field (server data may omit any of them). */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** One recommended title (spec §2 "Recommendation card"), usable by every results screen. */
export function RecommendationCard({ rec, contentType, saveActions, canDislike = false }: RecommendationCardProps) {
  const titleId = useId();
  const title = text(rec.title) || text(rec.show_name);
  const platform = text(rec.streaming_platform);
  const type = typeLabel(rec.type);
  const years = text(rec.release_year_or_years_aired);
  const rating = formatRating(rec.rating);
  const maturity = text(rec.maturity_rating);
  const explanation = text(rec.explanation);
  const description = text(rec.description);
  const genre = text(rec.genre);
  const length = seasonsOrDurationLabel(rec);

  return (
    <article className="rec-card" aria-labelledby={titleId}>
      <div className="rec-card__media">
        <RecommendationPoster rec={rec} contentType={contentType} title={title} />
        {platform ? (
          <span className="rec-card__platform" data-testid="platform-badge">
            {platform}
          </span>
        ) : null}
      </div>
      <div className="rec-card__body">
        <div className="rec-card__heading">
          <h3 id={titleId} className="rec-card__title">
            {/* The whole story (full description, cast, where to watch) is on the title's own page. */}
            {title ? <Link to={showPageUrl(title, text(rec.id))}>{title}</Link> : title}
          </h3>
          {saveActions ? (
            <CardSaveButtons actions={saveActions} showDislike={canDislike} title={title} />
          ) : null}
        </div>
        <ul className="rec-card__meta" aria-label="Details">
          {type ? <li data-testid="card-type">{type}</li> : null}
          {years ? <li data-testid="card-years">{years}</li> : null}
          {rating ? (
            <li data-testid="card-rating" className="rec-card__rating">
              <span aria-hidden="true">★ </span>
              {rating}
              <span className="visually-hidden"> out of 10</span>
            </li>
          ) : null}
          {maturity ? (
            <li data-testid="card-maturity" className="rec-card__maturity">
              {maturity}
            </li>
          ) : null}
        </ul>
        {explanation ? <p className="rec-card__explanation">{explanation}</p> : null}
        {description ? <p className="rec-card__description">{description}</p> : null}
        <dl className="rec-card__facts">
          {genre ? (
            <div>
              <dt>Genre</dt>
              <dd data-testid="card-genre">{genre}</dd>
            </div>
          ) : null}
          {length ? (
            <div>
              <dt>{itemContentType(rec, contentType) === 'movie' ? 'Duration' : 'Seasons'}</dt>
              <dd data-testid="card-length">{length}</dd>
            </div>
          ) : null}
        </dl>
        <WatchLink rec={rec} contentType={contentType} title={title} />
      </div>
    </article>
  );
}

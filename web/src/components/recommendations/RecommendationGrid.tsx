import { normalizeTitle, type ContentType, type Recommendation } from '@/lib/recs';
import type { CardSaveActions } from './CardSaveButtons';
import { RecommendationCard } from './RecommendationCard';
import './recommendations.css';

export interface RecommendationGridProps {
  recommendations: readonly Recommendation[];
  contentType: ContentType;
  /** Save toggles per card for a signed-in user; omit (or return undefined) for anonymous visitors. */
  saveActionsFor?: (rec: Recommendation) => CardSaveActions | undefined;
  canDislike?: boolean;
  /** Accessible name of the list, e.g. 'Your TV Show Recommendations'. */
  label?: string;
}

/** Cards in a responsive grid: 1 column on phones up to 4 on wide screens (spec §9). */
export function RecommendationGrid({
  recommendations,
  contentType,
  saveActionsFor,
  canDislike = false,
  label = 'Recommendations',
}: RecommendationGridProps) {
  return (
    <ul className="rec-grid" aria-label={label}>
      {recommendations.map((rec, index) => (
        <li key={cardKey(rec, index)} className="rec-grid__item">
          <RecommendationCard
            rec={rec}
            contentType={contentType}
            saveActions={saveActionsFor?.(rec)}
            canDislike={canDislike}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The server's stable id when present; otherwise the normalised title. The index is added
 * because the lists are not guaranteed duplicate-free before client-side filtering.
 */
function cardKey(rec: Recommendation, index: number): string {
  if (typeof rec.id === 'string' && rec.id) return `${rec.id}#${index}`;
  const name = typeof rec.title === 'string' && rec.title ? rec.title : String(rec.show_name ?? '');
  return `${normalizeTitle(name)}#${index}`;
}

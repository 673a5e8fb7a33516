import { Link } from 'react-router';
import { RecommendationGrid } from '@/components/recommendations';
import { useCardSaveActions } from '@/hooks/useCardSaveActions';
import type { Recommendation } from '@/lib/recs';
import type { SessionGroup as Group } from '@/lib/sessionHistory';

/** "3:42 PM" in the visitor's locale; the raw value if the stored time is unreadable. */
function timeLabel(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime())
    ? timestamp
    : date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

/** Movie when the stored recommendation says so; anything else renders as TV. */
function contentTypeOf(recommendations: readonly Recommendation[]): 'tv' | 'movie' {
  return recommendations.length > 0 && recommendations.every((r) => String(r.type).toLowerCase().startsWith('movie'))
    ? 'movie'
    : 'tv';
}

/**
 * One search query's titles: full cards where the whole recommendation was kept, otherwise the
 * name as a link that asks for recommendations like it (spec §2).
 */
export function SessionGroup({ group, index }: { group: Group; index: number }) {
  const headingId = `session-group-${index}`;
  const withCards = group.records.flatMap((r) => (r.recommendation ? [r.recommendation] : []));
  const nameOnly = group.records.filter((r) => !r.recommendation);
  const query = group.searchQuery.trim() || 'Recommendations';
  const contentType = contentTypeOf(withCards);
  const saveActionsFor = useCardSaveActions(contentType);

  return (
    <section className="session-group" aria-labelledby={headingId} data-testid="session-group">
      <header className="session-group__header">
        <h2 id={headingId} className="session-group__query">
          {query}
        </h2>
        <span
          className={`session-badge session-badge--${group.badge.toLowerCase()}`}
          data-testid="session-group-badge"
        >
          {group.badge}
        </span>
        <time className="session-group__time muted" dateTime={group.firstTimestamp}>
          {timeLabel(group.firstTimestamp)}
        </time>
      </header>
      {withCards.length > 0 ? (
        <RecommendationGrid
          recommendations={withCards}
          contentType={contentType}
          saveActionsFor={saveActionsFor}
          label={`Recommendations for ${query}`}
        />
      ) : null}
      {nameOnly.length > 0 ? (
        <ul className="session-group__names" aria-label={`More titles for ${query}`}>
          {nameOnly.map((record) => (
            <li key={record.show_name}>
              <Link to={`/recommendations?shows=${encodeURIComponent(record.show_name)}`}>{record.show_name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

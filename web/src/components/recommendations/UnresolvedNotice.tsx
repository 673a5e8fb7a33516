import { Link } from 'react-router';
import { showPageUrl, type TypedTitles } from '@/lib/recs';

export interface UnresolvedNoticeProps {
  typed?: Partial<TypedTitles>;
  /** True when there are picks: they come from the other titles, and the notice says so. */
  hasResults?: boolean;
}

/** "A, B or C" */
function either(titles: readonly string[]): string {
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} or ${titles[titles.length - 1]}`;
}

/** "A, B and C" */
function both(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * What the server said about the typed titles (docs/API.md): the ones it could not place on the
 * services we cover, with the known titles they might have meant, the ones only the availability
 * lists know, and the ones it read as another name. Not in the spec: without it a misspelt
 * favourite silently counts for nothing, or is silently swapped for another title, and a title
 * that is plainly on a service would be reported as not found, sending the user to check a
 * spelling that was right. Such a title links to its show page, which has its watch links.
 */
export function UnresolvedNotice({ typed, hasResults = false }: UnresolvedNoticeProps) {
  const unresolved = typed?.unresolved ?? [];
  const suggestions = typed?.suggestions ?? [];
  const readAs = typed?.read_as ?? [];
  const listedOnly = typed?.listed_only ?? [];
  if (unresolved.length === 0 && readAs.length === 0) return null;
  const listing = (title: string) => listedOnly.find((l) => l.typed === title);
  // Only a misspelling is worth checking; a title we know by name was typed right.
  const allListed = unresolved.every((title) => listing(title) !== undefined);
  return (
    <div className="recs-unresolved" role="note" data-testid="unresolved-note">
      {unresolved.map((title) => {
        const listed = listing(title);
        if (listed) {
          return (
            <p key={`u:${title}`}>
              &ldquo;<Link to={showPageUrl(listed.title)}>{listed.title}</Link>&rdquo;{' '}
              {listed.platforms.length > 0 ? `is on ${both(listed.platforms)}` : 'is in our streaming lists'}, but we know too
              little about it (no story, genres or cast) to find picks from it.
            </p>
          );
        }
        const offers = suggestions.find((s) => s.typed === title)?.titles ?? [];
        return (
          <p key={`u:${title}`}>
            We couldn't find &ldquo;{title}&rdquo; on the streaming services we cover.
            {offers.length > 0 ? ` Did you mean ${either(offers)}?` : ''}
          </p>
        );
      })}
      {unresolved.length > 0 ? (
        <p>
          {hasResults
            ? 'Your picks are based on the other titles.'
            : allListed
              ? 'Try another title you love.'
              : 'Check the spelling, or try another title.'}
        </p>
      ) : null}
      {readAs.map(({ typed: text, title }) => (
        <p key={`r:${text}`}>
          We read &ldquo;{text}&rdquo; as {title}.
        </p>
      ))}
    </div>
  );
}

import type { TypedTitles } from '@/lib/recs';

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

/**
 * What the server said about the typed titles (docs/API.md): the ones it could not place on the
 * services we cover, with the known titles they might have meant, and the ones it read as another
 * name. Not in the spec: without it a misspelt favourite silently counts for nothing, or is
 * silently swapped for another title.
 */
export function UnresolvedNotice({ typed, hasResults = false }: UnresolvedNoticeProps) {
  const unresolved = typed?.unresolved ?? [];
  const suggestions = typed?.suggestions ?? [];
  const readAs = typed?.read_as ?? [];
  if (unresolved.length === 0 && readAs.length === 0) return null;
  return (
    <div className="recs-unresolved" role="note" data-testid="unresolved-note">
      {unresolved.map((title) => {
        const offers = suggestions.find((s) => s.typed === title)?.titles ?? [];
        return (
          <p key={`u:${title}`}>
            We couldn't find &ldquo;{title}&rdquo; on the streaming services we cover.
            {offers.length > 0 ? ` Did you mean ${either(offers)}?` : ''}
          </p>
        );
      })}
      {unresolved.length > 0 ? (
        <p>{hasResults ? 'Your picks are based on the other titles.' : 'Check the spelling, or try another title.'}</p>
      ) : null}
      {readAs.map(({ typed: text, title }) => (
        <p key={`r:${text}`}>
          We read &ldquo;{text}&rdquo; as {title}.
        </p>
      ))}
    </div>
  );
}

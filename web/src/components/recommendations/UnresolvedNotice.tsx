/**
 * Typed titles the catalog does not know (docs/API.md `unresolved`). Not in the spec: without
 * it a misspelt title silently counts for nothing, so the page says so politely.
 */
export function UnresolvedNotice({ titles }: { titles?: readonly string[] }) {
  if (!titles || titles.length === 0) return null;
  return (
    <p className="recs-unresolved" role="note">
      We couldn't find: {titles.join(', ')}. Results are based on the other titles.
    </p>
  );
}

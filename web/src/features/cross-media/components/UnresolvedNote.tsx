/**
 * Our addition to the spec: the server says which typed titles it could not find, and hiding
 * that would leave people wondering why a favourite was ignored.
 */
export function UnresolvedNote({ titles }: { titles: readonly string[] }) {
  if (titles.length === 0) return null;
  return (
    <p className="rf-unresolved" data-testid="unresolved-note">
      We couldn't find: {titles.join(', ')}. Check the spelling, or try another title.
    </p>
  );
}

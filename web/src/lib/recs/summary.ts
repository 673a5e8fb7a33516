/**
 * The summary after 'Based on your love for' on the recommendations page (spec §2):
 * one or two shows joined with 'and', three with an Oxford comma, more as the first two then
 * 'and others'. Blank names are ignored.
 */
export function showsSummary(shows: readonly string[]): string {
  const names = shows.map((s) => s.trim()).filter((s) => s.length > 0);
  const [first = '', second = '', third = ''] = names;
  switch (names.length) {
    case 0:
      return '';
    case 1:
      return first;
    case 2:
      return `${first} and ${second}`;
    case 3:
      return `${first}, ${second}, and ${third}`;
    default:
      return `${first}, ${second} and others`;
  }
}

/** Document title of the recommendations page: 'TV Shows Like {first show} - Personalized Recommendations'. */
export function recommendationsPageTitle(shows: readonly string[]): string {
  const first = shows.map((s) => s.trim()).find((s) => s.length > 0);
  return first
    ? `TV Shows Like ${first} - Personalized Recommendations`
    : 'Personalized Recommendations';
}

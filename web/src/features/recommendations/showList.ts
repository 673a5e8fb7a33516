import { parseTitles, type RecommendationResponse } from '@/lib/recs';
import { readItem, writeItem } from '@/lib/storage';

/** Local storage keys of the recommendations page (spec §3). */
export const LAST_SHOWS_KEY = 'lastShows';
export const LAST_RECOMMENDATIONS_KEY = 'lastRecommendationsData';

/**
 * The page's show list (spec §2): the `shows` query parameter first, then the path segment,
 * then the last list used. Each source is a comma-separated list; a source that holds no title
 * ("?shows=,,") falls through to the next. Empty means "nothing to recommend from".
 */
export function resolveShowList(
  queryShows: string | null,
  pathShows: string | undefined,
  storedShows: string | null,
): string[] {
  for (const source of [queryShows, pathShows, storedShows]) {
    const titles = parseTitles(source);
    if (titles.length > 0) return titles;
  }
  return [];
}

/**
 * The stored last list as comma-separated text. Older values may be a JSON array, so both
 * forms are read.
 */
export function readLastShows(): string | null {
  const raw = readItem('local', LAST_SHOWS_KEY);
  if (raw === null || !raw.trim().startsWith('[')) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((t) => typeof t === 'string').join(', ') : null;
  } catch {
    return null;
  }
}

export function saveLastShows(shows: readonly string[]): void {
  writeItem('local', LAST_SHOWS_KEY, shows.join(', '));
}

/** Keeps the latest list shown, stamped with the time it arrived (spec §3, §4). */
export function saveLastRecommendations(data: RecommendationResponse): void {
  writeItem('local', LAST_RECOMMENDATIONS_KEY, JSON.stringify(data));
}

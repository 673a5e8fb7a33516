import {
  addRecords,
  loadSession,
  normalizeTitle,
  recommendationTitle,
  recordsFor,
  saveSession,
  type Recommendation,
} from '@/lib/recs';
import { notifySessionHistoryChanged } from '@/lib/sessionHistory';

/**
 * Adds shown recommendations to this browsing session's history (spec §4: duplicates ignored
 * case-insensitively) and tells the navigation bar, so its count updates at once. Storage
 * failures are swallowed: losing history must not break the results screen.
 */
export function trackRecommendations(
  recommendations: readonly Recommendation[],
  searchQuery: string,
  isCouple: boolean,
): void {
  try {
    const storage = window.sessionStorage;
    const updated = addRecords(loadSession(storage), recordsFor(recommendations, searchQuery, isCouple));
    if (saveSession(storage, updated)) notifySessionHistoryChanged();
  } catch {
    // sessionStorage itself unreachable (privacy mode): nothing to record into.
  }
}

/** Every title recorded in this session, for `excludedShows` of the get-more calls. */
export function sessionTitles(): string[] {
  try {
    return loadSession(window.sessionStorage).map((record) => record.show_name);
  } catch {
    return [];
  }
}

/**
 * `excludedShows` for a get-more call (spec §4, §7): the titles on screen plus everything
 * recorded this session, each once.
 */
export function titlesToExclude(shown: readonly Recommendation[]): string[] {
  const seen = new Set<string>();
  const titles: string[] = [];
  for (const title of [...shown.map(recommendationTitle), ...sessionTitles()]) {
    const key = normalizeTitle(title);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    titles.push(title);
  }
  return titles;
}

/** Drops items whose title is in `excluded` (normalised): a second guard against repeats. */
export function withoutTitles(recommendations: readonly Recommendation[], excluded: readonly string[]): Recommendation[] {
  const keys = new Set(excluded.map(normalizeTitle));
  return recommendations.filter((rec) => !keys.has(normalizeTitle(recommendationTitle(rec))));
}

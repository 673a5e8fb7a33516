import { addRecords, loadSession, recordsFor, saveSession, type Recommendation } from '@/lib/recs';
import { notifySessionHistoryChanged } from '@/lib/sessionHistory';

/** The label a batch is grouped under on the session-history page: the typed inputs. */
export function searchQueryFor(tvText: string, moviesText: string): string {
  return [tvText, moviesText]
    .map((text) => text.trim())
    .filter((text) => text.length > 0)
    .join(', ');
}

/**
 * Adds a batch of individual (not couples) recommendations to this tab's session history and
 * tells the navigation so its count updates. Storage failures only cost the history entry.
 */
export function trackInSessionHistory(recommendations: readonly Recommendation[], searchQuery: string): void {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return;
  }
  const records = addRecords(loadSession(storage), recordsFor(recommendations, searchQuery, false));
  if (saveSession(storage, records)) notifySessionHistoryChanged();
}

import { useSyncExternalStore } from 'react';
import { readJson } from './storage';

/**
 * The navigation bar's view of the session history (spec: the session-history
 * link shows only when the session has recommendations, with a count). The
 * records themselves and the rules for adding/grouping them live in
 * `lib/recs/sessionHistory.ts`; this module only reads and observes them.
 */
export const SESSION_HISTORY_KEY = 'sessionRecommendations';
const CHANGE_EVENT = 'bingeable:session-history-change';

export interface StoredSessionRecord {
  show_name: string;
  timestamp: string | number;
  searchQuery: string;
  isCouple: boolean;
  recommendation?: unknown;
}

function isRecord(value: unknown): value is StoredSessionRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { show_name?: unknown }).show_name === 'string'
  );
}

/** The stored records; a missing or corrupt value reads as an empty history. */
export function readSessionHistory(): StoredSessionRecord[] {
  const value = readJson('session', SESSION_HISTORY_KEY);
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/**
 * Call after writing the history in this tab: the browser's `storage` event
 * only fires in *other* tabs, so same-tab observers need this nudge.
 */
export function notifySessionHistoryChanged(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_HISTORY_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const countRecords = () => readSessionHistory().length;

/** Number of recommendations in this browsing session; re-renders on change. */
export function useSessionHistoryCount(): number {
  return useSyncExternalStore(subscribe, countRecords, () => 0);
}

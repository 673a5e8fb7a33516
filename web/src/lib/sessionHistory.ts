/**
 * The session history of recommended titles (spec §2 "Session history", §3, §4), the one module
 * that reads and writes it: the record rules, sessionStorage access, the change notification the
 * navigation's count listens to, and what get-more calls exclude. Functions that touch storage
 * take it as a parameter (defaulting to this tab's sessionStorage) so the rules test without a browser.
 */
import { useSyncExternalStore } from 'react';
import { normalizeTitle, recommendationTitle, type Recommendation, type SessionRecord } from '@/lib/recs';

/** sessionStorage key holding the JSON array of {@link SessionRecord}. */
export const SESSION_HISTORY_KEY = 'sessionRecommendations';
const CHANGE_EVENT = 'bingeable:session-history-change';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This tab's sessionStorage, or null where the browser refuses it (privacy modes). */
function browserSession(): StorageLike | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export type SessionBadge = 'Couple' | 'Individual';

/** The records produced by one search query, for one block of the history page. */
export interface SessionGroup {
  searchQuery: string;
  badge: SessionBadge;
  /** Timestamp of the group's first record (the time the page shows). */
  firstTimestamp: string;
  records: SessionRecord[];
}

/** Stored data may lack show_name whatever the static type says; such records have no key. */
function showKey(showName: unknown): string {
  return typeof showName === 'string' ? showName.trim().toLowerCase() : '';
}

/**
 * Appends `incoming` to `existing`, skipping any record whose show_name (trimmed, ignoring case)
 * is already present, including repeats inside `incoming`. Inputs are left unchanged.
 */
export function addRecords(
  existing: readonly SessionRecord[],
  incoming: readonly SessionRecord[],
): SessionRecord[] {
  const seen = new Set(existing.map((r) => showKey(r.show_name)));
  const result = [...existing];
  for (const record of incoming) {
    const key = showKey(record.show_name);
    if (key.length === 0 || seen.has(key)) continue;
    seen.add(key);
    result.push(record);
  }
  return result;
}

/** Session records for a batch of recommendations, all stamped with the same time. */
export function recordsFor(
  recommendations: readonly Recommendation[],
  searchQuery: string,
  isCouple: boolean,
  now: Date = new Date(),
): SessionRecord[] {
  const timestamp = now.toISOString();
  return recommendations.map((recommendation) => ({
    show_name: (recommendation.title || recommendation.show_name || '').trim(),
    timestamp,
    searchQuery,
    isCouple,
    recommendation,
  }));
}

/**
 * Groups records by searchQuery, groups and records in first-seen order. A group's badge and
 * time come from its first record.
 */
export function groupBySearchQuery(records: readonly SessionRecord[]): SessionGroup[] {
  const groups = new Map<string, SessionGroup>();
  for (const record of records) {
    const group = groups.get(record.searchQuery);
    if (group) {
      group.records.push(record);
    } else {
      groups.set(record.searchQuery, {
        searchQuery: record.searchQuery,
        badge: record.isCouple ? 'Couple' : 'Individual',
        firstTimestamp: record.timestamp,
        records: [record],
      });
    }
  }
  return [...groups.values()];
}

/** The count shown next to the Session History links. */
export function totalCount(records: readonly SessionRecord[]): number {
  return records.length;
}

/**
 * A stored entry as a record, or null when it is not one. A millisecond timestamp (as older
 * code and hand-seeded data write) is read as that instant, so the navigation's count and the
 * history page always agree on what counts as a record.
 */
function readRecord(value: unknown): SessionRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const timestamp =
    typeof r.timestamp === 'string'
      ? r.timestamp
      : typeof r.timestamp === 'number' && Number.isFinite(r.timestamp)
        ? new Date(r.timestamp).toISOString()
        : null;
  const recommendationOk =
    r.recommendation === undefined || (typeof r.recommendation === 'object' && r.recommendation !== null);
  if (typeof r.show_name !== 'string' || timestamp === null || typeof r.searchQuery !== 'string') return null;
  if (typeof r.isCouple !== 'boolean' || !recommendationOk) return null;
  return { ...(r as unknown as SessionRecord), timestamp };
}

/**
 * Reads the stored history. Storage is shared with other code and editable by the user, so
 * anything unreadable yields an empty history and malformed entries are skipped (spec §8:
 * session errors give an empty result).
 */
export function loadSession(storage: Pick<Storage, 'getItem'> | null = browserSession()): SessionRecord[] {
  if (!storage) return [];
  let raw: string | null;
  try {
    raw = storage.getItem(SESSION_HISTORY_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.map(readRecord).filter((r): r is SessionRecord => r !== null) : [];
  } catch {
    return [];
  }
}

/**
 * Writes the history. Returns false instead of throwing when storage refuses (quota exceeded,
 * storage disabled), since losing history must not break the recommendation flow.
 */
export function saveSession(
  storage: Pick<Storage, 'setItem'>,
  records: readonly SessionRecord[],
): boolean {
  try {
    storage.setItem(SESSION_HISTORY_KEY, JSON.stringify(records));
    return true;
  } catch {
    return false;
  }
}

/** Empties the history (the Clear History button). Returns false when storage refuses. */
export function clearSession(storage: Pick<Storage, 'removeItem'>): boolean {
  try {
    storage.removeItem(SESSION_HISTORY_KEY);
    return true;
  } catch {
    return false;
  }
}

/** A session id: 'session_' + the time in ms + '_' + a random base-36 string (spec §3). */
export function newSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = random().toString(36).slice(2, 11).padEnd(9, '0');
  return `session_${now}_${suffix}`;
}

/**
 * Call after writing the history in this tab: the browser's `storage` event only fires in
 * *other* tabs, so same-tab observers need this nudge.
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

const countRecords = () => totalCount(loadSession());

/** Number of recommendations in this browsing session; re-renders on change. */
export function useSessionHistoryCount(): number {
  return useSyncExternalStore(subscribe, countRecords, () => 0);
}

/**
 * Adds shown recommendations to this tab's history (duplicates ignored case-insensitively) and
 * tells the navigation, so its count updates at once. Storage failures only cost the history entry:
 * losing history must not break a results screen.
 */
export function trackRecommendations(
  recommendations: readonly Recommendation[],
  searchQuery: string,
  isCouple: boolean,
  storage: StorageLike | null = browserSession(),
): void {
  if (!storage) return;
  const updated = addRecords(loadSession(storage), recordsFor(recommendations, searchQuery, isCouple));
  if (saveSession(storage, updated)) notifySessionHistoryChanged();
}

/** Empties this tab's history (the Clear History button) and tells the navigation. */
export function clearSessionHistory(storage: StorageLike | null = browserSession()): void {
  if (storage) clearSession(storage);
  notifySessionHistoryChanged();
}

/**
 * The most titles one get-more call may exclude: the server's cap on `excludedShows`
 * (crates/server/src/limits.rs, EXCLUDED_SHOWS), which answers 400 above it.
 */
export const MAX_EXCLUDED_SHOWS = 500;

/**
 * `excludedShows` for a get-more call (spec §4, §7): the titles on screen plus everything
 * recorded this session, each once. A long session holds more than the server takes: the titles
 * on screen come first, then the most recently recorded ones, which are the likeliest to come back.
 */
export function titlesToExclude(shown: readonly Recommendation[], storage: StorageLike | null = browserSession()): string[] {
  const seen = new Set<string>();
  const titles: string[] = [];
  const recorded = loadSession(storage).map((record) => record.show_name).reverse();
  for (const title of [...shown.map(recommendationTitle), ...recorded]) {
    if (titles.length === MAX_EXCLUDED_SHOWS) break;
    const key = normalizeTitle(title);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    titles.push(title);
  }
  return titles;
}

/**
 * Session history of recommended titles (spec §2 "Session history", §3, §4): pure record
 * handling plus load/save against any Storage-like object so it runs without a browser.
 */
import type { Recommendation, SessionRecord } from './types';

/** sessionStorage key holding the JSON array of {@link SessionRecord}. */
export const SESSION_STORAGE_KEY = 'sessionRecommendations';

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

function isRecord(value: unknown): value is SessionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.show_name === 'string' &&
    typeof r.timestamp === 'string' &&
    typeof r.searchQuery === 'string' &&
    typeof r.isCouple === 'boolean' &&
    (r.recommendation === undefined || (typeof r.recommendation === 'object' && r.recommendation !== null))
  );
}

/**
 * Reads the stored history. Storage is shared with other code and editable by the user, so
 * anything unreadable yields an empty history and malformed entries are skipped (spec §8:
 * session errors give an empty result).
 */
export function loadSession(storage: Pick<Storage, 'getItem'>): SessionRecord[] {
  let raw: string | null;
  try {
    raw = storage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
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
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(records));
    return true;
  } catch {
    return false;
  }
}

/** Empties the history (the Clear History button). Returns false when storage refuses. */
export function clearSession(storage: Pick<Storage, 'removeItem'>): boolean {
  try {
    storage.removeItem(SESSION_STORAGE_KEY);
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

import { describe, expect, it, vi } from 'vitest';
import type { SessionRecord } from '@/lib/recs';
import { makeRec } from '@/lib/recs/testFixtures';
import {
  SESSION_HISTORY_KEY,
  addRecords,
  clearSession,
  clearSessionHistory,
  groupBySearchQuery,
  loadSession,
  newSessionId,
  recordsFor,
  saveSession,
  MAX_EXCLUDED_SHOWS,
  titlesToExclude,
  totalCount,
  trackRecommendations,
} from '@/lib/sessionHistory';

/** In-memory stand-in for window.sessionStorage. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const failing = {
  getItem(): string | null {
    throw new Error('SecurityError: storage disabled');
  },
  setItem(): void {
    throw new Error('QuotaExceededError');
  },
  removeItem(): void {
    throw new Error('SecurityError: storage disabled');
  },
};

function rec(show_name: string, searchQuery = 'Lost, Dark', isCouple = false, timestamp = '2026-01-01T10:00:00.000Z'): SessionRecord {
  return { show_name, timestamp, searchQuery, isCouple };
}

describe('addRecords', () => {
  it('appends new records in order', () => {
    expect(addRecords([rec('Fargo')], [rec('Ozark'), rec('Severance')]).map((r) => r.show_name)).toEqual([
      'Fargo', 'Ozark', 'Severance',
    ]);
  });

  it('ignores duplicates by show_name case-insensitively, also within the batch', () => {
    const result = addRecords([rec('Fargo')], [rec('FARGO '), rec('Ozark'), rec('ozark')]);
    expect(result.map((r) => r.show_name)).toEqual(['Fargo', 'Ozark']);
  });

  it('skips records without a show name and leaves its inputs unchanged', () => {
    const existing = [rec('Fargo')];
    const missing = JSON.parse('{"timestamp": "t", "searchQuery": "q", "isCouple": false}') as SessionRecord;
    const result = addRecords(existing, [rec('  '), missing]);
    expect(result).toEqual(existing);
    expect(result).not.toBe(existing);
    expect(existing).toHaveLength(1);
  });
});

describe('recordsFor', () => {
  it('stamps each recommendation with the query, couple flag and time', () => {
    const now = new Date('2026-03-04T05:06:07.000Z');
    const dark = makeRec({ title: 'Dark' });
    const records = recordsFor([dark], 'Lost', true, now);
    expect(records).toEqual([
      { show_name: 'Dark', timestamp: '2026-03-04T05:06:07.000Z', searchQuery: 'Lost', isCouple: true, recommendation: dark },
    ]);
  });

  it('falls back to show_name when the title is empty', () => {
    expect(recordsFor([makeRec({ title: '', show_name: 'Severance' })], 'q', false)[0]?.show_name).toBe('Severance');
  });
});

describe('groupBySearchQuery', () => {
  it('groups by query in first-seen order with badge and first time', () => {
    const records = [
      rec('A', 'Lost', false, '2026-01-01T10:00:00.000Z'),
      rec('B', 'Lost + Dark', true, '2026-01-01T10:05:00.000Z'),
      rec('C', 'Lost', false, '2026-01-01T10:10:00.000Z'),
      rec('D', 'Lost + Dark', true, '2026-01-01T10:15:00.000Z'),
    ];
    const groups = groupBySearchQuery(records);
    expect(groups.map((g) => [g.searchQuery, g.badge, g.firstTimestamp, g.records.map((r) => r.show_name)])).toEqual([
      ['Lost', 'Individual', '2026-01-01T10:00:00.000Z', ['A', 'C']],
      ['Lost + Dark', 'Couple', '2026-01-01T10:05:00.000Z', ['B', 'D']],
    ]);
  });

  it('gives no groups for no records', () => {
    expect(groupBySearchQuery([])).toEqual([]);
  });
});

describe('totalCount', () => {
  it('counts every record', () => {
    expect(totalCount([])).toBe(0);
    expect(totalCount([rec('A'), rec('B'), rec('C')])).toBe(3);
  });
});

describe('loadSession / saveSession / clearSession', () => {
  it('round-trips records under the sessionRecommendations key', () => {
    const storage = new MemoryStorage();
    const records = [rec('A'), { ...rec('B', 'x', true), recommendation: makeRec({ title: 'B' }) }];
    expect(saveSession(storage, records)).toBe(true);
    expect(SESSION_HISTORY_KEY).toBe('sessionRecommendations');
    expect(storage.items.has('sessionRecommendations')).toBe(true);
    expect(loadSession(storage)).toEqual(records);
  });

  it('loads an empty history when nothing is stored', () => {
    expect(loadSession(new MemoryStorage())).toEqual([]);
  });

  it('loads an empty history from invalid JSON or a non-array', () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_HISTORY_KEY, '{not json');
    expect(loadSession(storage)).toEqual([]);
    storage.setItem(SESSION_HISTORY_KEY, '{"show_name": "A"}');
    expect(loadSession(storage)).toEqual([]);
  });

  it('skips malformed entries and keeps valid ones', () => {
    const storage = new MemoryStorage();
    const good = rec('A');
    storage.setItem(
      SESSION_HISTORY_KEY,
      JSON.stringify([good, null, 5, { show_name: 'B' }, { ...rec('C'), isCouple: 'yes' }, { ...rec('D'), recommendation: 'x' }]),
    );
    expect(loadSession(storage)).toEqual([good]);
  });

  it('reads a millisecond timestamp as that instant', () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_HISTORY_KEY, JSON.stringify([{ ...rec('A'), timestamp: Date.UTC(2026, 0, 1, 10) }]));
    expect(loadSession(storage)).toEqual([rec('A', 'Lost, Dark', false, '2026-01-01T10:00:00.000Z')]);
  });

  it('reports storage failures instead of throwing', () => {
    expect(loadSession(failing)).toEqual([]);
    expect(saveSession(failing, [rec('A')])).toBe(false);
    expect(clearSession(failing)).toBe(false);
  });

  it('clears the stored history', () => {
    const storage = new MemoryStorage();
    saveSession(storage, [rec('A')]);
    expect(clearSession(storage)).toBe(true);
    expect(loadSession(storage)).toEqual([]);
  });
});

describe('newSessionId', () => {
  it("is 'session_' + time + '_' + a random base-36 string", () => {
    expect(newSessionId(1700000000000, () => 0.5)).toBe('session_1700000000000_i00000000');
    expect(newSessionId()).toMatch(/^session_\d{13}_[a-z0-9]{9}$/);
  });

  it('differs between calls with the default random source', () => {
    expect(newSessionId(1)).not.toBe(newSessionId(1));
  });

  it('keeps a fixed-length suffix even for a random value of 0', () => {
    expect(newSessionId(5, () => 0)).toBe('session_5_000000000');
  });
});

describe('trackRecommendations', () => {
  it('records new titles once, case-insensitively, and notifies the nav bar', () => {
    const listener = vi.fn();
    window.addEventListener('bingeable:session-history-change', listener);
    trackRecommendations([makeRec({ title: 'Dark' }), makeRec({ title: 'Lost' })], 'Fargo', false);
    trackRecommendations([makeRec({ title: 'DARK' }), makeRec({ title: 'Ozark' })], 'Fargo + Dark', true);
    window.removeEventListener('bingeable:session-history-change', listener);

    const records = loadSession(sessionStorage);
    expect(records.map((r) => r.show_name)).toEqual(['Dark', 'Lost', 'Ozark']);
    expect(records[0]).toMatchObject({ searchQuery: 'Fargo', isCouple: false });
    expect(records[2]).toMatchObject({ searchQuery: 'Fargo + Dark', isCouple: true });
    expect(records.every((r) => r.recommendation)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('records nothing, and does not throw, when storage refuses', () => {
    expect(() => trackRecommendations([makeRec()], 'q', false, failing)).not.toThrow();
  });
});

describe('clearSessionHistory', () => {
  it('empties the history and notifies the nav bar', () => {
    const listener = vi.fn();
    window.addEventListener('bingeable:session-history-change', listener);
    trackRecommendations([makeRec({ title: 'Dark' })], 'q', false);
    clearSessionHistory();
    window.removeEventListener('bingeable:session-history-change', listener);
    expect(loadSession()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('titlesToExclude', () => {
  it('joins the shown titles and the session, without repeats', () => {
    trackRecommendations([makeRec({ title: 'Lost' }), makeRec({ title: 'Ozark' })], 'q', false);
    expect(titlesToExclude([makeRec({ title: 'Dark' }), makeRec({ title: 'lost' })])).toEqual(['Dark', 'lost', 'Ozark']);
  });

  it("stays within the server's cap, keeping the shown titles and the most recent records", () => {
    const recorded = Array.from({ length: MAX_EXCLUDED_SHOWS + 20 }, (_, i) => makeRec({ title: `Old ${i}` }));
    trackRecommendations(recorded, 'q', false);
    const titles = titlesToExclude([makeRec({ title: 'On Screen' })]);
    expect(titles).toHaveLength(MAX_EXCLUDED_SHOWS);
    expect(titles[0]).toBe('On Screen');
    expect(titles[1]).toBe(`Old ${MAX_EXCLUDED_SHOWS + 19}`);
    expect(titles).not.toContain('Old 0');
  });
});

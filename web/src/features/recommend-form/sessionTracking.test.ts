import { describe, expect, it } from 'vitest';
import { loadSession } from '@/lib/recs';
import { makeRec } from '@/lib/recs/testFixtures';
import { readSessionHistory } from '@/lib/sessionHistory';
import { searchQueryFor, trackInSessionHistory } from './sessionTracking';

describe('session tracking', () => {
  it('labels a search with the non-blank inputs', () => {
    expect(searchQueryFor(' Dark ', '')).toBe('Dark');
    expect(searchQueryFor('Dark, Lost', 'Heat')).toBe('Dark, Lost, Heat');
  });

  it('adds individual records, ignores duplicates by name, and notifies the nav', () => {
    let notified = 0;
    window.addEventListener('bingeable:session-history-change', () => (notified += 1));
    trackInSessionHistory([makeRec({ title: 'Lost' }), makeRec({ title: 'Fargo' })], 'Dark');
    trackInSessionHistory([makeRec({ title: 'lost' }), makeRec({ title: 'Ozark' })], 'Dark');
    const records = loadSession(sessionStorage);
    expect(records.map((r) => r.show_name)).toEqual(['Lost', 'Fargo', 'Ozark']);
    expect(records.every((r) => r.searchQuery === 'Dark' && r.isCouple === false && r.recommendation)).toBe(true);
    expect(readSessionHistory()).toHaveLength(3);
    expect(notified).toBe(2);
  });
});

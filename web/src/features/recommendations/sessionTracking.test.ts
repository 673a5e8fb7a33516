import { describe, expect, it, vi } from 'vitest';
import { loadSession } from '@/lib/recs';
import { makeRec } from '@/lib/recs/testFixtures';
import { titlesToExclude, trackRecommendations, withoutTitles } from './sessionTracking';

describe('trackRecommendations', () => {
  it('records new titles once, case-insensitively, and notifies the nav bar', () => {
    const listener = vi.fn();
    window.addEventListener('bingeable:session-history-change', listener);
    trackRecommendations([makeRec({ title: 'Dark' }), makeRec({ title: 'Lost' })], 'Fargo', false);
    trackRecommendations([makeRec({ title: 'DARK' }), makeRec({ title: 'Ozark' })], 'Fargo + Dark', true);
    window.removeEventListener('bingeable:session-history-change', listener);

    const records = loadSession(sessionStorage);
    expect(records.map((r) => r.show_name)).toEqual(['Dark', 'Lost', 'Ozark']);
    expect(records[2]).toMatchObject({ searchQuery: 'Fargo + Dark', isCouple: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('titlesToExclude', () => {
  it('joins the shown titles and the session, without repeats', () => {
    trackRecommendations([makeRec({ title: 'Lost' }), makeRec({ title: 'Ozark' })], 'q', false);
    expect(titlesToExclude([makeRec({ title: 'Dark' }), makeRec({ title: 'lost' })])).toEqual(['Dark', 'lost', 'Ozark']);
  });
});

describe('withoutTitles', () => {
  it('drops items whose normalised title is excluded', () => {
    const kept = withoutTitles([makeRec({ title: 'The Wire!' }), makeRec({ title: 'Dark' })], ['the wire']);
    expect(kept.map((r) => r.title)).toEqual(['Dark']);
  });
});

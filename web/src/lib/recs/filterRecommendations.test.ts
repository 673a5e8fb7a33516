import { describe, expect, it } from 'vitest';
import {
  filterRecommendations,
  partitionRecommendations,
  recommendationTitle,
  withoutTitles,
} from './filterRecommendations';
import { makeRec } from './testFixtures';
import type { Recommendation } from './types';

const titles = (recs: readonly Recommendation[]) => recs.map((r) => r.title);

describe('filterRecommendations', () => {
  it('keeps valid, distinct, non-input recommendations in order', () => {
    const recs = [makeRec({ title: 'Dark' }), makeRec({ title: 'Fargo' }), makeRec({ title: 'Ozark' })];
    expect(titles(filterRecommendations(recs, ['Lost']))).toEqual(['Dark', 'Fargo', 'Ozark']);
  });

  it('drops items missing a title, description or platform', () => {
    const recs = [
      makeRec({ title: '', show_name: '' }),
      makeRec({ title: 'Fargo', description: '  ' }),
      makeRec({ title: 'Ozark', streaming_platform: '' }),
      makeRec({ title: 'Lost' }),
    ];
    const { kept, rejected } = partitionRecommendations(recs, []);
    expect(titles(kept)).toEqual(['Lost']);
    expect(rejected.map((r) => r.reason)).toEqual(['missing-fields', 'missing-fields', 'missing-fields']);
  });

  it('treats fields absent from the JSON as missing rather than throwing', () => {
    const broken = JSON.parse('{"title": "Fargo", "streaming_platform": "Hulu"}') as Recommendation;
    const wrongType = JSON.parse('{"title": 42, "description": "d", "streaming_platform": "Hulu"}') as Recommendation;
    expect(filterRecommendations([broken, wrongType], ['Lost'])).toEqual([]);
  });

  it("drops titles containing 'excluded', 'instead' or '('", () => {
    const recs = [
      makeRec({ title: 'Breaking Bad (excluded)' }),
      makeRec({ title: 'Watch Ozark Instead' }),
      makeRec({ title: 'The Office (US)' }),
      makeRec({ title: 'EXCLUDED title' }),
      makeRec({ title: 'Fargo' }),
    ];
    const { kept, rejected } = partitionRecommendations(recs, []);
    expect(titles(kept)).toEqual(['Fargo']);
    expect(rejected.every((r) => r.reason === 'junk-title')).toBe(true);
  });

  it("drops explanations containing 'excluded', 'Already recommended' or 'Since the user'", () => {
    const recs = [
      makeRec({ title: 'A Show', explanation: 'This was excluded earlier.' }),
      makeRec({ title: 'B Show', explanation: 'Already recommended above.' }),
      makeRec({ title: 'C Show', explanation: 'Since the user likes crime, try this.' }),
      makeRec({ title: 'D Show', explanation: 'A tense crime saga like Breaking Bad.' }),
    ];
    const { kept, rejected } = partitionRecommendations(recs, []);
    expect(titles(kept)).toEqual(['D Show']);
    expect(rejected.map((r) => r.reason)).toEqual(['junk-explanation', 'junk-explanation', 'junk-explanation']);
  });

  it('keeps a recommendation whose explanation is missing', () => {
    const rec = makeRec({ title: 'Fargo' });
    delete (rec as Partial<Recommendation>).explanation;
    expect(filterRecommendations([rec], [])).toHaveLength(1);
  });

  it('drops later duplicates by normalised title, keeping the first', () => {
    const first = makeRec({ title: 'Mr. Robot', streaming_platform: 'Prime Video' });
    const recs = [first, makeRec({ title: 'mr robot' }), makeRec({ title: '  MR   ROBOT!' })];
    const { kept, rejected } = partitionRecommendations(recs, []);
    expect(kept).toEqual([first]);
    expect(rejected.map((r) => r.reason)).toEqual(['duplicate', 'duplicate']);
  });

  it('drops titles matching an input exactly, by substring or by word overlap', () => {
    const recs = [
      makeRec({ title: 'breaking bad' }),
      makeRec({ title: 'The Office: Superfan Episodes' }),
      makeRec({ title: 'Dragon' }),
      makeRec({ title: 'Dragon House' }), // words {dragon, house} all in the input
      makeRec({ title: 'Succession' }),
    ];
    const inputs = ['Breaking Bad', 'The Office', 'House of the Dragon'];
    const { kept, rejected } = partitionRecommendations(recs, inputs);
    expect(titles(kept)).toEqual(['Succession']);
    expect(rejected.map((r) => r.reason)).toEqual([
      'matches-input', 'matches-input', 'matches-input', 'matches-input',
    ]);
  });

  it('uses show_name when an endpoint leaves title empty', () => {
    const rec = makeRec({ title: '', show_name: 'Severance' });
    expect(recommendationTitle(rec)).toBe('Severance');
    expect(filterRecommendations([rec], [])).toEqual([rec]);
    expect(filterRecommendations([rec], ['severance'])).toEqual([]);
  });

  it('does not count rejected items as seen for duplicates', () => {
    const recs = [makeRec({ title: 'Fargo', description: '' }), makeRec({ title: 'Fargo' })];
    expect(titles(filterRecommendations(recs, []))).toEqual(['Fargo']);
  });

  it('returns an empty list for no input and does not mutate its argument', () => {
    expect(filterRecommendations([], ['Lost'])).toEqual([]);
    const recs = Object.freeze([makeRec({ title: 'Lost' }), makeRec({ title: 'Dark' })]);
    expect(titles(filterRecommendations(recs, ['Lost']))).toEqual(['Dark']);
    expect(recs).toHaveLength(2);
  });
});

describe('withoutTitles', () => {
  it('drops items whose normalised title is excluded', () => {
    const kept = withoutTitles([makeRec({ title: 'The Wire!' }), makeRec({ title: 'Dark' })], ['the wire']);
    expect(kept.map((r) => r.title)).toEqual(['Dark']);
  });
});

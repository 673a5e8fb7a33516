import { describe, expect, it } from 'vitest';
import { pickRandom } from './loadingContent';

/** A fixed sequence of draws, so each pick can be worked out by hand. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe('pickRandom', () => {
  it('returns distinct items from the pool', () => {
    const pool = ['a', 'b', 'c', 'd', 'e'];
    for (let run = 0; run < 50; run++) {
      const picked = pickRandom(pool, 3);
      expect(picked).toHaveLength(3);
      expect(new Set(picked).size).toBe(3);
      for (const item of picked) expect(pool).toContain(item);
    }
  });

  it('follows the random source', () => {
    // 0.5 of 5 -> index 2 ('c'); then 0 of the rest -> 'b' (swapped into slot 1).
    expect(pickRandom(['a', 'b', 'c', 'd', 'e'], 2, sequence(0.5, 0))).toEqual(['c', 'b']);
  });

  it('never reads past the end when the source returns 1', () => {
    expect(pickRandom(['a', 'b', 'c'], 3, () => 1)).toEqual(['c', 'a', 'b']);
  });

  it('returns the whole pool when asked for more, and nothing for zero or less', () => {
    expect(pickRandom(['a', 'b'], 5, () => 0)).toEqual(['a', 'b']);
    expect(pickRandom(['a', 'b'], 0)).toEqual([]);
    expect(pickRandom(['a', 'b'], -2)).toEqual([]);
    expect(pickRandom([], 3)).toEqual([]);
  });

  it('does not change the pool', () => {
    const pool = ['a', 'b', 'c'];
    pickRandom(pool, 3, () => 0.9);
    expect(pool).toEqual(['a', 'b', 'c']);
  });
});

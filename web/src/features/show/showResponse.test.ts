import { describe, expect, it } from 'vitest';
import { readShowResponse } from './showResponse';
import { showBody } from './testFixtures';

describe('readShowResponse', () => {
  it('reads a TV show with its score, cast, platforms and similar shows', () => {
    const data = readShowResponse(showBody());
    expect(data?.show).toMatchObject({
      show_name: 'Breaking Bad',
      type: 'tv',
      seasons: 5,
      rating: 9.5,
      bingeability_score: 92,
      cast: ['Bryan Cranston', 'Aaron Paul'],
      streaming_platforms: ['Netflix', 'Hulu'],
    });
    expect(data?.similarShows.map((r) => r.title)).toEqual(['Similar 1', 'Similar 2', 'Similar 3']);
  });

  it('gives films no score even if one is sent', () => {
    expect(readShowResponse(showBody({ type: 'movie', bingeability_score: 70 }))?.show.bingeability_score).toBeNull();
    expect(readShowResponse(showBody({ type: 'movie', bingeability_score: null }))?.show.type).toBe('movie');
  });

  it("keeps the server's score wording for shows, none for films", () => {
    expect(readShowResponse(showBody({ bingeability_label: 'highly bingeable' }))?.show.bingeability_label).toBe('highly bingeable');
    expect(readShowResponse(showBody({ bingeability_label: 42 }))?.show.bingeability_label).toBeNull();
    expect(readShowResponse(showBody({ type: 'movie', bingeability_label: 'highly bingeable' }))?.show.bingeability_label).toBeNull();
  });

  it("reads a premium member's score breakdown, dropping factors it cannot show, none for films", () => {
    const factors = [
      { name: 'Rating', points: 31, max_points: 35, reading: 'IMDb 9.5 out of 10' },
      { name: 'Odd', points: 12, max_points: 10, reading: '' },
      { name: '', points: 1, max_points: 5, reading: 'x' },
      'junk',
    ];
    expect(readShowResponse(showBody({ bingeability_breakdown: factors }))?.show.bingeability_breakdown).toEqual([factors[0]]);
    expect(readShowResponse(showBody({ bingeability_breakdown: null }))?.show.bingeability_breakdown).toBeNull();
    expect(readShowResponse(showBody({ bingeability_breakdown: [] }))?.show.bingeability_breakdown).toBeNull();
    expect(readShowResponse(showBody({ type: 'movie', bingeability_breakdown: factors }))?.show.bingeability_breakdown).toBeNull();
  });

  it('treats an out-of-range or non-numeric score as no score', () => {
    expect(readShowResponse(showBody({ bingeability_score: 140 }))?.show.bingeability_score).toBeNull();
    expect(readShowResponse(showBody({ bingeability_score: '80' }))?.show.bingeability_score).toBeNull();
  });

  it("reads the server's watch links, dropping ones without a platform", () => {
    const data = readShowResponse(
      showBody({ watch_links: [{ platform: 'Max', url: 'https://max.example/s', affiliate_link: 7 }, { url: 'x' }, 'y'] }),
    );
    expect(data?.show.watch_links).toEqual([{ platform: 'Max', url: 'https://max.example/s', affiliate_link: null }]);
  });

  it('tells "no watch links sent" apart from "none"', () => {
    expect(readShowResponse(showBody({ watch_links: undefined }))?.show.watch_links).toBeNull();
    expect(readShowResponse(showBody({ watch_links: [] }))?.show.watch_links).toEqual([]);
  });

  it('returns null for a body without a named show', () => {
    expect(readShowResponse(null)).toBeNull();
    expect(readShowResponse({ similarShows: [] })).toBeNull();
    expect(readShowResponse({ show: { show_name: '  ' } })).toBeNull();
    expect(readShowResponse([])).toBeNull();
  });

  it('drops malformed list entries and similar shows without a title', () => {
    const data = readShowResponse(
      showBody({ cast: ['A', 3, '', null], streaming_platforms: 'Netflix' }, [{ foo: 1 }, { title: 'Ok' }, 'x']),
    );
    expect(data?.show.cast).toEqual(['A']);
    expect(data?.show.streaming_platforms).toEqual([]);
    expect(data?.similarShows).toHaveLength(1);
  });
});

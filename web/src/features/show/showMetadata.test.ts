import { describe, expect, it } from 'vitest';
import { showJsonLd, showPageDescription, showPageTitle } from './showMetadata';
import type { ShowDetail } from '@/lib/recs';
import { readShowResponse } from './showResponse';
import { showBody } from './testFixtures';

function detail(overrides: Record<string, unknown> = {}): ShowDetail {
  const data = readShowResponse(showBody(overrides));
  if (!data) throw new Error('fixture must parse');
  return data.show;
}

const PAGE = 'https://bingeable.app/show/Breaking%20Bad';

describe('show structured data', () => {
  it('describes a TV show as a TVSeries with absolute image and ratings', () => {
    const ld = showJsonLd(detail(), PAGE);
    expect(ld['@type']).toBe('TVSeries');
    expect(ld.name).toBe('Breaking Bad');
    expect(ld.url).toBe(PAGE);
    expect(ld.image).toBe('https://bingeable.app/api/poster/ts1.svg');
    expect(ld.genre).toEqual(['Crime', 'Drama']);
    expect(ld.numberOfSeasons).toBe(5);
    expect(ld.startDate).toBe('2008');
    expect(ld.actor).toEqual([
      { '@type': 'Person', name: 'Bryan Cranston' },
      { '@type': 'Person', name: 'Aaron Paul' },
    ]);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 9.5, bestRating: 10 });
    expect(ld.review).toMatchObject({ reviewRating: { ratingValue: 92, bestRating: 100 } });
  });

  it('describes a film as a Movie without seasons or score', () => {
    const ld = JSON.parse(JSON.stringify(showJsonLd(detail({ type: 'movie', rating: 0 }), PAGE))) as Record<string, unknown>;
    expect(ld['@type']).toBe('Movie');
    expect(ld.datePublished).toBe('2008');
    expect(ld).not.toHaveProperty('numberOfSeasons');
    expect(ld).not.toHaveProperty('review');
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('never emits a non-http image', () => {
    expect(showJsonLd(detail({ image_url: 'javascript:alert(1)' }), PAGE).image).toBeUndefined();
  });
});

describe('show page metadata', () => {
  it('names the show and its platforms, within 160 characters', () => {
    const description = showPageDescription(detail({ synopsis: 'word '.repeat(100) }));
    expect(description.startsWith('Watch Breaking Bad on Netflix, Hulu. Bingeability Score 92/100.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(showPageTitle(detail())).toBe('Breaking Bad - Where to Watch & Bingeability Score | Bingeable');
    expect(showPageTitle(detail({ type: 'movie' }))).toBe('Breaking Bad - Where to Watch | Bingeable');
  });
});

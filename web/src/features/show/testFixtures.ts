import { recs } from '@/test/mockApi';

/** A GET /api/show body as docs/API.md describes it; tests override what they are about. */
export function showBody(show: Record<string, unknown> = {}, similarShows: unknown[] = recs('Similar', 3)) {
  return {
    show: {
      id: 'ts1',
      show_name: 'Breaking Bad',
      type: 'tv',
      synopsis: 'A chemistry teacher turns to making methamphetamine.',
      genre: 'Crime, Drama',
      network: 'AMC',
      seasons: 5,
      rating: 9.5,
      premiere_date: '2008',
      bingeability_score: 92,
      bingeability_label: 'highly bingeable',
      cast: ['Bryan Cranston', 'Aaron Paul'],
      streaming_platforms: ['Netflix', 'Hulu'],
      // Stand-ins for the server's links: the SPA must render whatever URLs it is given.
      watch_links: [
        { platform: 'Netflix', url: 'https://netflix.example/search?q=Breaking%20Bad', affiliate_link: null },
        {
          platform: 'Hulu',
          url: 'https://hulu.example/search?q=Breaking%20Bad',
          affiliate_link: 'https://hulu.example/start?ref=bingeable',
        },
      ],
      image_url: '/api/poster/ts1.svg',
      official_site: 'https://netflix.example/search?q=Breaking%20Bad',
      maturity_rating: 'TV-MA',
      runtime: 47,
      ...show,
    },
    similarShows,
  };
}

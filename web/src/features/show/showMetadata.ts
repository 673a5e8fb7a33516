/** Page title, meta description and schema.org structured data for a show page (spec §2). */
import { bingeabilityVerdict, type ShowDetail } from '@/lib/recs';

const DESCRIPTION_LIMIT = 160;

export function showPageTitle(show: Pick<ShowDetail, 'show_name' | 'type'>): string {
  return show.type === 'movie'
    ? `${show.show_name} - Where to Watch | Bingeable`
    : `${show.show_name} - Where to Watch & Bingeability Score | Bingeable`;
}

/** Cuts at a word boundary so search results never show half a word. */
function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Where it streams first (what people search for), then as much synopsis as fits. */
export function showPageDescription(show: ShowDetail): string {
  const where =
    show.streaming_platforms.length > 0
      ? `Watch ${show.show_name} on ${show.streaming_platforms.join(', ')}.`
      : `Find where to watch ${show.show_name}.`;
  const score = show.bingeability_score === null ? '' : ` Bingeability Score ${show.bingeability_score}/100.`;
  return truncate(`${where}${score} ${show.synopsis}`.trim(), DESCRIPTION_LIMIT);
}

/** Relative paths from the API (posters) become absolute: structured data needs full URLs. */
function absoluteUrl(value: string | null, origin: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * schema.org TVSeries (or Movie for a film). Fields the catalog lacks are left out rather
 * than guessed; undefined values vanish when serialised.
 */
export function showJsonLd(show: ShowDetail, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const isMovie = show.type === 'movie';
  const genres = show.genre
    .split(',')
    .map((g) => g.trim())
    .filter((g) => g.length > 0);
  return {
    '@context': 'https://schema.org',
    '@type': isMovie ? 'Movie' : 'TVSeries',
    name: show.show_name,
    url: pageUrl,
    description: show.synopsis || undefined,
    image: absoluteUrl(show.image_url, origin),
    genre: genres.length > 0 ? genres : undefined,
    contentRating: show.maturity_rating ?? undefined,
    [isMovie ? 'datePublished' : 'startDate']: show.premiere_date ?? undefined,
    numberOfSeasons: !isMovie && typeof show.seasons === 'number' ? show.seasons : undefined,
    actor: show.cast.length > 0 ? show.cast.map((name) => ({ '@type': 'Person', name })) : undefined,
    aggregateRating:
      show.rating > 0
        ? { '@type': 'AggregateRating', ratingValue: show.rating, bestRating: 10, worstRating: 1 }
        : undefined,
    review:
      show.bingeability_score === null
        ? undefined
        : {
            '@type': 'Review',
            name: 'Bingeability Score',
            author: { '@type': 'Organization', name: 'Bingeable' },
            reviewBody: `${show.show_name} is ${bingeabilityVerdict(show.bingeability_score)}.`,
            reviewRating: { '@type': 'Rating', ratingValue: show.bingeability_score, bestRating: 100, worstRating: 0 },
          },
  };
}

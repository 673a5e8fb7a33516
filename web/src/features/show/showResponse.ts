/**
 * Reads GET /api/show/{showName} (docs/API.md "Show page") into what the page renders.
 * The server's body is checked field by field: a missing or odd field hides that piece of the
 * page instead of breaking it, and a body without a usable show counts as "no show".
 */
import { readWatchLinks, type BingeabilityFactor, type Recommendation, type ShowDetailResponse } from '@/lib/recs';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function optionalText(value: unknown): string | null {
  const t = text(value);
  return t.length > 0 ? t : null;
}

function finiteNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((t) => t.length > 0) : [];
}

/** Seasons as sent: a count, or text such as "6 Seasons"; null when absent. */
function seasons(value: unknown): number | string | null {
  return finiteNumber(value) ?? optionalText(value);
}

/** The score's breakdown, or null when none was sent; a factor without a name or with points out of range is dropped. */
function breakdown(value: unknown): BingeabilityFactor[] | null {
  if (!Array.isArray(value)) return null;
  const factors = value.filter(isObject).flatMap((factor) => {
    const name = text(factor.name);
    const points = finiteNumber(factor.points);
    const max = finiteNumber(factor.max_points);
    return name && points !== null && max !== null && max > 0 && points >= 0 && points <= max
      ? [{ name, points, max_points: max, reading: text(factor.reading) }]
      : [];
  });
  return factors.length > 0 ? factors : null;
}

/** A similar show is kept only when it can render as a card (it needs a title). */
function isRecommendation(value: unknown): value is Recommendation {
  return isObject(value) && (text(value.title).length > 0 || text(value.show_name).length > 0);
}

/** The page's data, or null when the body holds no show with a name. */
export function readShowResponse(body: unknown): ShowDetailResponse | null {
  if (!isObject(body) || !isObject(body.show)) return null;
  const raw = body.show;
  const showName = text(raw.show_name);
  if (showName.length === 0) return null;
  const type = text(raw.type).toLowerCase().startsWith('movie') ? 'movie' : 'tv';
  const score = finiteNumber(raw.bingeability_score);
  return {
    show: {
      id: optionalText(raw.id),
      show_name: showName,
      type,
      synopsis: text(raw.synopsis),
      genre: text(raw.genre),
      network: optionalText(raw.network),
      seasons: seasons(raw.seasons),
      rating: finiteNumber(raw.rating) ?? 0,
      premiere_date: optionalText(raw.premiere_date),
      // Films have no score whatever the server sends; a score outside 0-100 is not one.
      bingeability_score: type === 'movie' || score === null || score < 0 || score > 100 ? null : score,
      bingeability_label: type === 'movie' ? null : optionalText(raw.bingeability_label),
      bingeability_breakdown: type === 'movie' ? null : breakdown(raw.bingeability_breakdown),
      cast: textList(raw.cast),
      streaming_platforms: textList(raw.streaming_platforms),
      watch_links: readWatchLinks(raw.watch_links),
      image_url: optionalText(raw.image_url),
      official_site: optionalText(raw.official_site),
      maturity_rating: optionalText(raw.maturity_rating),
      runtime: finiteNumber(raw.runtime),
    },
    similarShows: Array.isArray(body.similarShows) ? body.similarShows.filter(isRecommendation) : [],
  };
}

/** Display strings for recommendation cards and the show page (spec §2, §9). */
import type { Recommendation } from './types';

/**
 * The card's rating with one decimal ("8.0"), or null to hide it when the rating is 0,
 * negative or not a number (0 is how the server says "unknown").
 */
export function formatRating(rating: unknown): string | null {
  return typeof rating === 'number' && Number.isFinite(rating) && rating > 0
    ? rating.toFixed(1)
    : null;
}

/** "1 Season", "5 Seasons"; null for a count that is not a positive whole number. */
export function seasonsLabel(seasons: number): string | null {
  if (!Number.isInteger(seasons) || seasons <= 0) return null;
  return `${seasons} ${seasons === 1 ? 'Season' : 'Seasons'}`;
}

/** Runtime in minutes as "45m", "2h", "1h 52m"; null for a non-positive or non-finite value. */
export function durationLabel(minutes: number): string | null {
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

function isMovie(type: unknown): boolean {
  return typeof type === 'string' && type.trim().toLowerCase().startsWith('movie');
}

/**
 * The card's seasons-or-duration line. Text from the server is shown as sent; a bare number
 * (or numeric text) means minutes for a movie and a season count otherwise. Falls back to the
 * `seasons` field some responses use. Null when there is nothing to show.
 */
export function seasonsOrDurationLabel(
  rec: Pick<Recommendation, 'seasons_or_duration' | 'seasons' | 'type'>,
): string | null {
  const value = rec.seasons_or_duration ?? rec.seasons;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.length === 0) return null;
    if (!/^\d+$/.test(trimmed)) return trimmed;
    return numberLabel(Number(trimmed), rec.type);
  }
  if (typeof value === 'number') return numberLabel(value, rec.type);
  return null;
}

function numberLabel(value: number, type: unknown): string | null {
  return isMovie(type) ? durationLabel(value) : seasonsLabel(value);
}

/** "TV Show" or "Movie" for the card's type line; other text as sent. */
export function typeLabel(type: unknown): string {
  if (typeof type !== 'string') return '';
  const t = type.trim().toLowerCase();
  if (t === 'tv' || t === 'tv show' || t === 'show' || t === 'series') return 'TV Show';
  if (t === 'movie' || t === 'film') return 'Movie';
  return type.trim();
}

/** The show page's Bingeability Score verdict: above 80, above 60, otherwise weekly. */
export function bingeabilityVerdict(
  score: number,
): 'highly bingeable' | 'moderately bingeable' | 'best watched weekly' {
  if (score > 80) return 'highly bingeable';
  if (score > 60) return 'moderately bingeable';
  return 'best watched weekly';
}

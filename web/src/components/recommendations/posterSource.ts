/** Which image a recommendation card shows as its poster (spec §2 "Recommendation card"). */
import type { ContentType, Recommendation } from '@/lib/recs';
import { itemContentType } from './itemContentType';

/** Served from `web/public/placeholders/`; `BASE_URL` keeps them right under a sub-path deploy. */
const placeholder = (name: 'movie' | 'tv' | 'show') => `${import.meta.env.BASE_URL}placeholders/${name}.svg`;

/** Shown when a title has no image, by kind, and when an image fails to load. */
export const PLACEHOLDER_IMAGES = {
  movie: placeholder('movie'),
  tv: placeholder('tv'),
  /** The generic fallback for a poster that failed to load. */
  show: placeholder('show'),
} as const;

/**
 * The title's own image URL when it is usable: absolute http(s), or a same-origin path such as
 * the server's `/api/poster/{id}.svg`. Anything else (blank, `javascript:`, protocol-relative
 * `//host`) counts as missing, because the value comes from server data.
 */
export function usableImageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** The poster to show first: the title's image or the kind's placeholder. */
export function initialPosterSrc(rec: Pick<Recommendation, 'image_url' | 'type'>, contentType: ContentType): string {
  return usableImageUrl(rec.image_url) ?? PLACEHOLDER_IMAGES[itemContentType(rec, contentType)];
}

import { useState } from 'react';
import type { ContentType, Recommendation } from '@/lib/recs';
import { initialPosterSrc, PLACEHOLDER_IMAGES } from './posterSource';

/** Intrinsic size of the 2:3 poster box (spec §9); set on the <img> so the layout does not jump. */
export const POSTER_WIDTH = 400;
export const POSTER_HEIGHT = 533;

interface RecommendationPosterProps {
  rec: Pick<Recommendation, 'image_url' | 'type'>;
  contentType: ContentType;
  /** The title, for the alt text. */
  title: string;
}

/**
 * The card's poster. A missing image shows the movie or TV placeholder; an image that fails to
 * load falls back to the generic show placeholder. The failed URL is remembered rather than a
 * flag, so a new `image_url` is tried again and a broken placeholder cannot loop.
 */
export function RecommendationPoster({ rec, contentType, title }: RecommendationPosterProps) {
  const wanted = initialPosterSrc(rec, contentType);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = wanted === failedSrc ? PLACEHOLDER_IMAGES.show : wanted;

  return (
    <div className="rec-card__poster">
      <img
        src={src}
        alt={title ? `Poster for ${title}` : 'Poster'}
        width={POSTER_WIDTH}
        height={POSTER_HEIGHT}
        loading="lazy"
        decoding="async"
        onError={() => {
          if (src !== PLACEHOLDER_IMAGES.show) setFailedSrc(src);
        }}
      />
    </div>
  );
}

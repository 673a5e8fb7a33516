import { typeLabel, type ContentType, type Recommendation } from '@/lib/recs';

/**
 * Movie or TV for one item: its own `type` when that says, otherwise the screen's content type.
 * Mixed lists (session history, mood results) carry per-item types, so the item wins.
 */
export function itemContentType(rec: Pick<Recommendation, 'type'>, contentType: ContentType): ContentType {
  const label = typeLabel(rec.type);
  if (label === 'Movie') return 'movie';
  if (label === 'TV Show') return 'tv';
  return contentType;
}

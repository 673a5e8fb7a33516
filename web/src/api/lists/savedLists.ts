import type { ContentType, Recommendation } from '@/lib/recs';

/** A saved title as the card toggles need it: the name and whether it is TV or a movie. */
export interface SavedName {
  showName: string;
  contentType: ContentType;
  /** The saved recommendation (`show_data`), so the profile can draw its card. */
  rec?: Recommendation;
}

/** Reads `{ [field]: [{show_name, content_type, show_data}] }`; a missing content_type counts as tv (spec §3). */
export function nameList(body: unknown, field: string): SavedName[] {
  if (typeof body !== 'object' || body === null) return [];
  const items = (body as Record<string, unknown>)[field];
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    if (typeof record.show_name !== 'string' || record.show_name.trim() === '') return [];
    const rec = typeof record.show_data === 'object' && record.show_data !== null ? (record.show_data as Recommendation) : undefined;
    return [{ showName: record.show_name, contentType: record.content_type === 'movie' ? 'movie' : 'tv', rec }];
  });
}

/** Add calls must return the saved object (spec §5: otherwise it is a failure). */
export function hasObject(body: unknown, field: string): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'object' && value !== null;
}

/** Removals must return success (spec §5). */
export function hasSuccess(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
}

/** Same title, compared trimmed and ignoring case. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

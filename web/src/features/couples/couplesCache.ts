import type { Recommendation } from '@/lib/recs';
import { readJson, writeItem } from '@/lib/storage';
import { formFromRequest, type CouplesForm, type CouplesRequest } from './couplesRequest';

/** Local storage keys of the couples screen (spec §3). */
export const COUPLES_CACHE_KEY = 'lastCoupleRecommendationsData';
export const PERSON1_KEY = 'person1Shows';
export const PERSON2_KEY = 'person2Shows';

/** Couples results are reused for an hour (spec §9). */
export const COUPLES_CACHE_MS = 60 * 60 * 1000;

export interface CachedCouplesResults {
  request: CouplesRequest;
  recommendations: Recommendation[];
  /** When the results arrived, in ms since the epoch. */
  time: number;
}

function isRequest(value: unknown): value is CouplesRequest {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.person1Shows === 'string' &&
    typeof r.person2Shows === 'string' &&
    (r.recommendationType === 'tv' || r.recommendationType === 'movies')
  );
}

/**
 * The stored results if they are under an hour old. Storage is editable by the user, so
 * anything malformed reads as no cache.
 */
export function readFreshCouplesResults(now: number = Date.now()): CachedCouplesResults | null {
  const value = readJson('local', COUPLES_CACHE_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const { request, recommendations, time } = value as Record<string, unknown>;
  if (!isRequest(request) || !Array.isArray(recommendations) || typeof time !== 'number') return null;
  const age = now - time;
  if (age < 0 || age >= COUPLES_CACHE_MS) return null;
  return { request, recommendations: recommendations as Recommendation[], time };
}

/** Stores results (a fresh search or a get-more, which replaces them) with their time. */
export function saveCouplesResults(entry: CachedCouplesResults): void {
  writeItem('local', COUPLES_CACHE_KEY, JSON.stringify(entry));
  writeItem('local', PERSON1_KEY, entry.request.person1Shows);
  writeItem('local', PERSON2_KEY, entry.request.person2Shows);
}

/**
 * The form shown above restored results, so they never sit under an empty form that seems to
 * have produced them.
 */
export function restoredCouplesForm(cached: CachedCouplesResults): CouplesForm {
  return formFromRequest(cached.request);
}

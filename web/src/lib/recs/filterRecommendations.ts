import { matchesAnyTitle, normalizeTitle } from './titleMatch';
import type { Recommendation } from './types';

/** Why the client dropped a returned recommendation (spec §5, in the order checked). */
export type RejectionReason =
  | 'missing-fields'
  | 'junk-title'
  | 'junk-explanation'
  | 'matches-input'
  | 'duplicate';

export interface RejectedRecommendation {
  recommendation: Recommendation;
  reason: RejectionReason;
}

export interface FilterResult {
  kept: Recommendation[];
  rejected: RejectedRecommendation[];
}

/*
 * These markers guard against the LLM-backed engine of the original product, which leaked its
 * own reasoning into results: titles such as "Breaking Bad (excluded)" or "X (instead of Y)" and
 * explanations such as "Since the user already watched…" or "Already recommended…". The
 * Bingeable engine ranks real catalog titles and never writes these, but the spec keeps the
 * guard, so it stays. Genuine names hold '(' too ("The Office (U.S.)", "(500) Days of Summer"):
 * the server sends those with square brackets ("The Office [U.S.]", docs/API.md) so their cards
 * survive; the one catalog name holding "instead" ("Love Me Instead") is still dropped here.
 */
const JUNK_TITLE_MARKERS = ['excluded', 'instead', '('] as const;
const JUNK_EXPLANATION_MARKERS = ['excluded', 'already recommended', 'since the user'] as const;

/** JSON may omit or mistype any field, whatever the static type says. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The title a card shows: `title`, or `show_name` when an endpoint only fills that. */
export function recommendationTitle(rec: Recommendation): string {
  return text(rec.title) || text(rec.show_name);
}

function containsAny(haystack: string, markers: readonly string[]): boolean {
  const lower = haystack.toLowerCase();
  return markers.some((marker) => lower.includes(marker));
}

function rejectionReason(
  rec: Recommendation,
  inputTitles: readonly string[],
  seen: ReadonlySet<string>,
): RejectionReason | null {
  const title = recommendationTitle(rec);
  if (!title || !text(rec.description) || !text(rec.streaming_platform)) return 'missing-fields';
  if (containsAny(title, JUNK_TITLE_MARKERS)) return 'junk-title';
  if (containsAny(text(rec.explanation), JUNK_EXPLANATION_MARKERS)) return 'junk-explanation';
  if (matchesAnyTitle(title, inputTitles)) return 'matches-input';
  if (seen.has(normalizeTitle(title))) return 'duplicate';
  return null;
}

/**
 * Applies every client-side filtering rule of spec §5, keeping the order of the survivors and
 * the first of any duplicates. `inputTitles` are the titles the user typed (all boxes together).
 */
export function partitionRecommendations(
  recommendations: readonly Recommendation[],
  inputTitles: readonly string[],
): FilterResult {
  const kept: Recommendation[] = [];
  const rejected: RejectedRecommendation[] = [];
  const seen = new Set<string>();
  for (const rec of recommendations) {
    const reason = rejectionReason(rec, inputTitles, seen);
    if (reason) {
      rejected.push({ recommendation: rec, reason });
    } else {
      kept.push(rec);
      seen.add(normalizeTitle(recommendationTitle(rec)));
    }
  }
  return { kept, rejected };
}

/** The recommendations that survive spec §5's filtering (their count is the one shown). */
export function filterRecommendations(
  recommendations: readonly Recommendation[],
  inputTitles: readonly string[],
): Recommendation[] {
  return partitionRecommendations(recommendations, inputTitles).kept;
}

/** Drops items whose title is in `excluded` (normalised): get-more's second guard against repeats. */
export function withoutTitles(recommendations: readonly Recommendation[], excluded: readonly string[]): Recommendation[] {
  const keys = new Set(excluded.map(normalizeTitle));
  return recommendations.filter((rec) => !keys.has(normalizeTitle(recommendationTitle(rec))));
}

/**
 * Title comparison used to keep the user's own titles out of their results (spec §5, §9).
 */

/** Share of the shorter title's words that must appear in the other title to count as a match. */
export const WORD_OVERLAP_THRESHOLD = 0.7;

/** Words of this length or shorter ("the", "of", "a") carry no identity and are ignored. */
const MAX_IGNORED_WORD_LENGTH = 2;

/**
 * Lower-cases, removes punctuation and collapses whitespace: "Spider-Man:  Homecoming!" →
 * "spiderman homecoming". Accents are stripped as well so "Amélie" and "Amelie" compare equal.
 */
export function normalizeTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Distinct words of a normalised title longer than two characters. */
export function significantWords(normalizedTitle: string): Set<string> {
  return new Set(
    normalizedTitle.split(' ').filter((word) => word.length > MAX_IGNORED_WORD_LENGTH),
  );
}

/**
 * Fraction of the shorter word list found in the longer one; 0 when either title has no
 * significant word (so two titles made only of short words never match by overlap).
 */
export function wordOverlap(a: string, b: string): number {
  const wordsA = significantWords(normalizeTitle(a));
  const wordsB = significantWords(normalizeTitle(b));
  const [shorter, longer] = wordsA.size <= wordsB.size ? [wordsA, wordsB] : [wordsB, wordsA];
  if (shorter.size === 0) return 0;
  let shared = 0;
  for (const word of shorter) if (longer.has(word)) shared += 1;
  return shared / shorter.size;
}

/**
 * True when two titles name the same work by the spec's rules: equal after normalisation, one
 * contained in the other, or sharing at least 70% of the shorter title's significant words.
 * Containment is plain substring as specified, so a very short input ("Up") also hides titles
 * that merely contain it ("Upload"); a blank title matches nothing.
 */
export function titlesMatch(a: string, b: string): boolean {
  const na = normalizeTitle(a);
  const nb = normalizeTitle(b);
  if (na.length === 0 || nb.length === 0) return false;
  if (na === nb || na.includes(nb) || nb.includes(na)) return true;
  return wordOverlap(a, b) >= WORD_OVERLAP_THRESHOLD;
}

/** True when `title` matches any of `inputTitles`. */
export function matchesAnyTitle(title: string, inputTitles: readonly string[]): boolean {
  return inputTitles.some((input) => titlesMatch(title, input));
}

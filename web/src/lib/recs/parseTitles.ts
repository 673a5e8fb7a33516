/**
 * Splits a comma-separated list as typed in the forms (spec §5): items are trimmed and empty
 * items dropped, so "Lost, , Dark ," gives ["Lost", "Dark"].
 */
export function parseTitles(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Joins non-empty entries with ', ', as the couples request sends each person's list. */
export function joinTitles(titles: readonly string[]): string {
  return titles
    .map((t) => t.trim())
    .filter((t) => t.length > 0)
    .join(', ');
}

/** True when at least one of the given inputs holds a non-blank entry (the forms' submit rule). */
export function hasAnyTitle(...texts: readonly (string | null | undefined)[]): boolean {
  return texts.some((text) => parseTitles(text).length > 0);
}

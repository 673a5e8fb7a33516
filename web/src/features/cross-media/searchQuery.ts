/** The label a batch is grouped under on the session-history page: the typed inputs. */
export function searchQueryFor(tvText: string, moviesText: string): string {
  return [tvText, moviesText]
    .map((text) => text.trim())
    .filter((text) => text.length > 0)
    .join(', ');
}

/**
 * The show page of a title. The name keeps the address readable and shareable; the stable id,
 * when we have it, makes it unambiguous ("Fargo" is a film and a series), docs/API.md "Show page".
 */
export function showPageUrl(title: string, id?: string | null): string {
  const path = `/show/${encodeURIComponent(title)}`;
  return id ? `${path}?id=${encodeURIComponent(id)}` : path;
}

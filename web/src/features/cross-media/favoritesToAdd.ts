import { parseTitles, type ContentType } from '@/lib/recs';

export interface TitleToAdd {
  showName: string;
  contentType: ContentType;
}

/**
 * The entered titles to add to favourites: TV-box titles as tv, movie-box titles as movie,
 * skipping any already in the favourites or entered twice (trimmed, compared in lower case; spec §5).
 */
export function favoritesToAdd(tvText: string, moviesText: string, existing: readonly string[]): TitleToAdd[] {
  const seen = new Set(existing.map((name) => name.trim().toLowerCase()));
  const result: TitleToAdd[] = [];
  const add = (titles: string[], contentType: ContentType) => {
    for (const showName of titles) {
      const key = showName.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      result.push({ showName, contentType });
    }
  };
  add(parseTitles(tvText), 'tv');
  add(parseTitles(moviesText), 'movie');
  return result;
}

export interface HomeSearch {
  tvText: string;
  moviesText: string;
  /** Ticked 'Add these TV shows and movies to my favorites list' (signed-in only). */
  enhance: boolean;
  /** Ticked 'Exclude current favorites from recommendations' (signed-in only). */
  exclude: boolean;
}

/**
 * Where 'Find Recommendations' goes (spec §2): /tv-recommendations?tv=..&movies=.., plus
 * enhance=true / exclude=true only when ticked. Text is percent-encoded (spaces as %20).
 */
export function tvRecommendationsUrl({ tvText, moviesText, enhance, exclude }: HomeSearch): string {
  const params = [`tv=${encodeURIComponent(tvText.trim())}`, `movies=${encodeURIComponent(moviesText.trim())}`];
  if (enhance) params.push('enhance=true');
  if (exclude) params.push('exclude=true');
  return `/tv-recommendations?${params.join('&')}`;
}

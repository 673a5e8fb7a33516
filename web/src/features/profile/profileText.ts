import type { ContentType } from '@/lib/recs';

export type ListKind = 'favorites' | 'watchLater';

/** The four list sections, in the spec's order, with their empty states (spec §2). */
export const PROFILE_SECTIONS: readonly { list: ListKind; contentType: ContentType; title: string; empty: string }[] = [
  {
    list: 'favorites',
    contentType: 'tv',
    title: 'Your Favorite TV Shows',
    empty: 'No favorite TV shows yet. Heart TV shows in recommendations to save them here!',
  },
  {
    list: 'favorites',
    contentType: 'movie',
    title: 'Your Favorite Movies',
    empty: 'No favorite movies yet. Heart movies in recommendations to save them here!',
  },
  {
    list: 'watchLater',
    contentType: 'tv',
    title: 'TV Shows to Watch Later',
    empty: 'No TV shows in your watch list yet. Use the clock button on TV recommendations!',
  },
  {
    list: 'watchLater',
    contentType: 'movie',
    title: 'Movies to Watch Later',
    empty: 'No movies in your watch list yet. Use the clock button on movie recommendations!',
  },
];

/** Member Since: the creation date, or 'Unknown' when absent or unreadable. */
export function memberSince(createdAt: string | null | undefined): string {
  if (!createdAt) return 'Unknown';
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

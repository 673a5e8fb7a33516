import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/apiRequest';
import type { ContentType, Recommendation } from '@/lib/recs';
import { hasObject, hasSuccess, nameList, sameName, type SavedName } from './savedLists';

export function favoritesQueryKey(userId: string) {
  return ['/api/favorites', userId] as const;
}

/**
 * GET /api/favorites/{userId}: the signed-in user's favourites (name and content type). A
 * failure is only logged and reads as an empty list (spec §8). Disabled without a user.
 */
/** Stable empty list, so consumers' memos don't recompute while nothing is loaded. */
const NONE: SavedName[] = [];

export function useFavorites(userId: string | undefined): SavedName[] {
  const query = useQuery({
    queryKey: favoritesQueryKey(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: async () => {
      try {
        const body = await apiRequest<unknown>('GET', `/api/favorites/${encodeURIComponent(userId ?? '')}`);
        return nameList(body, 'favorites');
      } catch (error) {
        console.warn('Could not load favorites', error);
        return [];
      }
    },
  });
  return query.data ?? NONE;
}

export interface SaveInput {
  userId: string;
  rec: Recommendation;
  showName: string;
  contentType: ContentType;
}

/** POST /api/favorites; the answer must carry a `favorite` object (spec §5). */
export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, rec, showName, contentType }: SaveInput) => {
      const body = await apiRequest<unknown>('POST', '/api/favorites', {
        body: { user_id: userId, show_name: showName, show_data: rec, content_type: contentType },
      });
      if (!hasObject(body, 'favorite')) throw new Error('The server did not confirm the favorite.');
    },
    // Update the cached list at once so the card's flag flips as soon as the call succeeded.
    onSuccess: (_d, input) =>
      queryClient.setQueryData<SavedName[]>(favoritesQueryKey(input.userId), (old = []) => [
        ...old,
        { showName: input.showName, contentType: input.contentType, rec: input.rec },
      ]),
  });
}

/** DELETE /api/favorites/{userId}/{showName}; the answer must report success. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, showName }: Pick<SaveInput, 'userId' | 'showName'>) => {
      const body = await apiRequest<unknown>(
        'DELETE',
        `/api/favorites/${encodeURIComponent(userId)}/${encodeURIComponent(showName)}`,
      );
      if (!hasSuccess(body)) throw new Error('The server did not confirm the removal.');
    },
    onSuccess: (_d, input) =>
      queryClient.setQueryData<SavedName[]>(favoritesQueryKey(input.userId), (old = []) =>
        old.filter((saved) => !sameName(saved.showName, input.showName)),
      ),
  });
}

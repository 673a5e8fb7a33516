import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/apiRequest';
import type { SaveInput } from './favorites';
import { hasObject, hasSuccess, nameList, sameName, type SavedName } from './savedLists';

export function watchLaterQueryKey(userId: string) {
  return ['/api/watch-later', userId] as const;
}

/** GET /api/watch-later/{userId}; a failure is only logged and reads as empty (spec §8). */
/** Stable empty list, so consumers' memos don't recompute while nothing is loaded. */
const NONE: SavedName[] = [];

export function useWatchLater(userId: string | undefined): SavedName[] {
  const query = useQuery({
    queryKey: watchLaterQueryKey(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: async () => {
      try {
        const body = await apiRequest<unknown>('GET', `/api/watch-later/${encodeURIComponent(userId ?? '')}`);
        return nameList(body, 'watchLaterItems');
      } catch (error) {
        console.warn('Could not load the watch-later list', error);
        return [];
      }
    },
  });
  return query.data ?? NONE;
}

/** POST /api/watch-later (watched false on add); the answer must carry `watchLaterItem`. */
export function useAddWatchLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, rec, showName, contentType }: SaveInput) => {
      const body = await apiRequest<unknown>('POST', '/api/watch-later', {
        body: { user_id: userId, show_name: showName, show_data: rec, watched: false, content_type: contentType },
      });
      if (!hasObject(body, 'watchLaterItem')) throw new Error('The server did not confirm the watch-later item.');
    },
    // Update the cached list at once so the card's flag flips as soon as the call succeeded.
    onSuccess: (_d, input) =>
      queryClient.setQueryData<SavedName[]>(watchLaterQueryKey(input.userId), (old = []) => [
        ...old,
        { showName: input.showName, contentType: input.contentType, rec: input.rec },
      ]),
  });
}

/** DELETE /api/watch-later/{userId}/{showName}; the answer must report success. */
export function useRemoveWatchLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, showName }: Pick<SaveInput, 'userId' | 'showName'>) => {
      const body = await apiRequest<unknown>(
        'DELETE',
        `/api/watch-later/${encodeURIComponent(userId)}/${encodeURIComponent(showName)}`,
      );
      if (!hasSuccess(body)) throw new Error('The server did not confirm the removal.');
    },
    onSuccess: (_d, input) =>
      queryClient.setQueryData<SavedName[]>(watchLaterQueryKey(input.userId), (old = []) =>
        old.filter((saved) => !sameName(saved.showName, input.showName)),
      ),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/apiRequest';
import type { SaveInput } from './favorites';
import { hasObject, hasSuccess } from './savedLists';

/** POST /api/dislikes; the answer must carry a `dislike` object (spec §5). */
export function useAddDislike() {
  return useMutation({
    mutationFn: async ({ userId, rec, showName, contentType }: SaveInput) => {
      const body = await apiRequest<unknown>('POST', '/api/dislikes', {
        body: { user_id: userId, show_name: showName, show_data: rec, content_type: contentType },
      });
      if (!hasObject(body, 'dislike')) throw new Error('The server did not confirm the dislike.');
    },
  });
}

/** DELETE /api/dislikes/{userId}/{showName}; the answer must report success. */
export function useRemoveDislike() {
  return useMutation({
    mutationFn: async ({ userId, showName }: Pick<SaveInput, 'userId' | 'showName'>) => {
      const body = await apiRequest<unknown>(
        'DELETE',
        `/api/dislikes/${encodeURIComponent(userId)}/${encodeURIComponent(showName)}`,
      );
      if (!hasSuccess(body)) throw new Error('The server did not confirm the removal.');
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/apiRequest';
import type { ContentType } from '@/lib/recs';
import { favoritesQueryKey } from '@/api/lists/favorites';

export interface EnhanceAndAddFavoriteInput {
  userId: string;
  showName: string;
  contentType: ContentType;
}

/** POST /api/enhance-and-add-favorite: one call per entered title (spec §7). */
export function useEnhanceAndAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnhanceAndAddFavoriteInput) =>
      apiRequest<unknown>('POST', '/api/enhance-and-add-favorite', { body: input }),
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: favoritesQueryKey(input.userId) }),
  });
}

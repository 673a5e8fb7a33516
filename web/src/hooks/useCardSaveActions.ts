import { useCallback, useState } from 'react';
import { SIGN_IN_REQUIRED_TOASTS, TOGGLE_FAILED_TOASTS, type CardSaveActions, type SaveToggleKind } from '@/components/recommendations';
import { toast } from '@/components/toast';
import { useAuth } from '@/api/auth/useAuth';
import { track } from '@/lib/analytics';
import { recommendationTitle, type ContentType, type Recommendation } from '@/lib/recs';
import { useAddDislike, useRemoveDislike } from '@/api/lists/dislikes';
import { useAddFavorite, useFavorites, useRemoveFavorite, type SaveInput } from '@/api/lists/favorites';
import { sameName, type SavedName } from '@/api/lists/savedLists';
import { useAddWatchLater, useRemoveWatchLater, useWatchLater } from '@/api/lists/watchLater';

/** Success toasts of the card toggles (spec §8). */
export const TOGGLE_SUCCESS_TOASTS = {
  favorite: { on: 'Added to favorites', off: 'Removed from favorites' },
  watchLater: { on: 'Added to watch list', off: 'Removed from watch list' },
  dislike: { on: 'Added to dislikes', off: 'Removed from dislikes' },
} as const;

function contains(list: readonly SavedName[], name: string): boolean {
  return list.some((saved) => sameName(saved.showName, name));
}

/** Movie or TV for one item: its own type when it says movie, else the screen's. */
function itemType(rec: Recommendation, screenType: ContentType): ContentType {
  return typeof rec.type === 'string' && rec.type.toLowerCase().startsWith('movie') ? 'movie' : screenType;
}

/**
 * Favourite / watch-later / dislike toggles for the cards of a signed-in user (spec §2, §4, §5,
 * §8). Returns undefined for anonymous visitors, so their cards render without save buttons.
 * Dislikes have no list call in the API, so the flags only cover this visit.
 */
export function useCardSaveActions(screenType: ContentType): ((rec: Recommendation) => CardSaveActions) | undefined {
  const { user } = useAuth();
  const favorites = useFavorites(user?.id);
  const watchLater = useWatchLater(user?.id);
  const [disliked, setDisliked] = useState<readonly string[]>([]);
  const addFavorite = useAddFavorite();
  const removeFavorite = useRemoveFavorite();
  const addWatchLater = useAddWatchLater();
  const removeWatchLater = useRemoveWatchLater();
  const addDislike = useAddDislike();
  const removeDislike = useRemoveDislike();

  const toggle = useCallback(
    async (kind: SaveToggleKind, turnOn: boolean, input: SaveInput | null, call: (input: SaveInput) => Promise<void>) => {
      if (!input) {
        toast(SIGN_IN_REQUIRED_TOASTS[kind]);
        throw new Error('Not signed in');
      }
      try {
        await call(input);
      } catch (error) {
        toast(TOGGLE_FAILED_TOASTS[kind]);
        throw error;
      }
      const words = TOGGLE_SUCCESS_TOASTS[kind];
      toast(
        kind === 'dislike' && turnOn
          ? { title: words.on, description: `${input.showName} won't appear in your future recommendations.` }
          : { title: turnOn ? words.on : words.off, description: input.showName },
      );
      if (kind === 'favorite') track(turnOn ? 'add_favorite' : 'remove_favorite', { content_type: input.contentType });
    },
    [],
  );

  const actionsFor = useCallback(
    (rec: Recommendation): CardSaveActions => {
      const showName = recommendationTitle(rec);
      const input: SaveInput | null = user ? { userId: user.id, rec, showName, contentType: itemType(rec, screenType) } : null;
      const isFavorite = contains(favorites, showName);
      const isWatchLater = contains(watchLater, showName);
      const isDisliked = disliked.some((name) => sameName(name, showName));
      return {
        isFavorite,
        isWatchLater,
        isDisliked,
        onToggleFavorite: () =>
          toggle('favorite', !isFavorite, input, (i) => (isFavorite ? removeFavorite.mutateAsync(i) : addFavorite.mutateAsync(i))),
        onToggleWatchLater: () =>
          toggle('watchLater', !isWatchLater, input, (i) =>
            isWatchLater ? removeWatchLater.mutateAsync(i) : addWatchLater.mutateAsync(i),
          ),
        onToggleDislike: () =>
          toggle('dislike', !isDisliked, input, async (i) => {
            await (isDisliked ? removeDislike.mutateAsync(i) : addDislike.mutateAsync(i));
            setDisliked((names) => (isDisliked ? names.filter((n) => !sameName(n, showName)) : [...names, showName]));
          }),
      };
    },
    [user, screenType, favorites, watchLater, disliked, toggle, addFavorite, removeFavorite, addWatchLater, removeWatchLater, addDislike, removeDislike],
  );

  return user ? actionsFor : undefined;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/toast';
import { filterRecommendations, type Recommendation } from '@/lib/recs';
import { apiErrorMessage, isAbort } from '../api/apiErrorMessage';
import { NoRecommendationsError } from '../api/useRecommendationsQuery';
import { useMoreRecommendationsMutation } from '../api/useMoreRecommendationsMutation';
import {
  MORE_EMPTY_MESSAGE,
  MORE_FAILED_FALLBACK,
  MORE_FAILED_TITLE,
  MORE_PENDING_TOAST,
  MORE_SUCCESS_TITLE,
  SCROLL_AFTER_MORE_PX,
} from '../messages';
import { saveLastRecommendations } from '../showList';
import { titlesToExclude, withoutTitles } from '../sessionTracking';

interface GetMoreOptions {
  shows: readonly string[];
  enhance: boolean;
  exclude: boolean;
  /** Titles on screen now; they are excluded along with the rest of the session. */
  shown: readonly Recommendation[];
  /** Receives the new list (already filtered) to replace the shown one. */
  onResults: (recommendations: Recommendation[]) => void;
}

export interface GetMoreState {
  busy: boolean;
  failed: boolean;
  getMore: () => void;
  clearFailure: () => void;
}

/**
 * Get More on the recommendations page (spec §4, §8, §9): ignored with no shows or while busy;
 * clears the failure, shows the 45 s info toast, asks for titles not shown yet (60 s limit),
 * then replaces the list, stores it and scrolls to 200 px. A failure other than the visitor
 * leaving (abort) sets the failed state and toasts 'Unable to Get More Recommendations'.
 */
export function useGetMoreRecommendations({ shows, enhance, exclude, shown, onResults }: GetMoreOptions): GetMoreState {
  const { mutateAsync } = useMoreRecommendationsMutation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The ref, unlike state, already blocks a second click landing before the next render.
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const getMore = useCallback(() => {
    if (shows.length === 0 || running.current) return;
    running.current = true;
    setBusy(true);
    setFailed(false);
    const abort = new AbortController();
    controller.current = abort;
    const pending = toast(MORE_PENDING_TOAST);
    const excludedShows = titlesToExclude(shown);

    mutateAsync({ shows, excludedShows, enhance, exclude, signal: abort.signal })
      .then((data) => {
        const fresh = withoutTitles(filterRecommendations(data.recommendations, shows), excludedShows);
        if (fresh.length === 0) throw new NoRecommendationsError();
        pending.dismiss();
        saveLastRecommendations({ ...data, recommendations: fresh });
        onResults(fresh);
        toast({
          title: MORE_SUCCESS_TITLE,
          description: `Found ${fresh.length} new recommendations (${excludedShows.length} already shown).`,
        });
        window.scrollTo({ top: SCROLL_AFTER_MORE_PX, behavior: 'smooth' });
      })
      .catch((error: unknown) => {
        pending.dismiss();
        // Leaving the page aborts the call; that is not a failure to report (spec §4).
        if (abort.signal.aborted || isAbort(error)) return;
        setFailed(true);
        toast({
          title: MORE_FAILED_TITLE,
          description:
            error instanceof NoRecommendationsError ? MORE_EMPTY_MESSAGE : apiErrorMessage(error, MORE_FAILED_FALLBACK),
          variant: 'destructive',
        });
      })
      .finally(() => {
        if (controller.current === abort) controller.current = null;
        running.current = false;
        if (!abort.signal.aborted) setBusy(false);
      });
  }, [shows, enhance, exclude, shown, onResults, mutateAsync]);

  const clearFailure = useCallback(() => setFailed(false), []);
  return { busy, failed, getMore, clearFailure };
}

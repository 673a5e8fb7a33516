import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from '@/api/recommendations/apiErrorMessage';
import { toast, type ToastInput } from '@/components/toast';
import { LOADING_REVEAL_DELAY_MS } from '@/hooks/useDelayedFlag';
import { filterRecommendations, withoutTitles, type Recommendation, type RecommendationResponse } from '@/lib/recs';

/** The server answered, but with nothing that was not already shown or typed. */
export class NoNewRecommendationsError extends Error {
  constructor() {
    super('No new recommendations');
    this.name = 'NoNewRecommendationsError';
  }
}

export interface GetMoreOptions {
  /** Asks the server for more picks; null while there is nothing to get more of (getMore then does nothing). */
  fetchMore: ((excludedShows: string[], signal: AbortSignal) => Promise<RecommendationResponse>) | null;
  /** The titles to send as `excludedShows`, read when the button is pressed. */
  excludedShows: () => string[];
  /** Titles the person typed: picks matching them are dropped (spec §5). */
  inputTitles: readonly string[];
  /**
   * The info toast shown while waiting, once the request has run 400 ms (its wording and duration
   * differ per screen, spec §9); none if absent.
   */
  pendingToast?: ToastInput;
  /** Receives the new picks, already filtered; the screen shows them and says so. */
  onResults: (fresh: Recommendation[], response: RecommendationResponse, excludedShows: string[]) => void;
  /** The toast for a failure, NoNewRecommendationsError included. */
  failureToast: (error: unknown) => ToastInput;
  /**
   * Stop showing busy after this long even if the server has not answered (spec §9's 30 s
   * loading safety); the request keeps running and a second one still waits for it.
   */
  safetyTimeoutMs?: number;
}

export interface GetMoreState {
  busy: boolean;
  /** True after a failure, until the next attempt or clearFailure. */
  failed: boolean;
  getMore: () => void;
  clearFailure: () => void;
}

/**
 * The "Get More Recommendations" flow every results screen shares (spec §4, §8): one request at
 * a time, the info toast while it runs, the spec's client-side filtering plus a second guard
 * against anything excluded, then the new picks or a failure toast. Leaving the page aborts the
 * request, and an aborted request reports nothing.
 */
export function useGetMore({
  fetchMore,
  excludedShows,
  inputTitles,
  pendingToast,
  onResults,
  failureToast,
  safetyTimeoutMs,
}: GetMoreOptions): GetMoreState {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // A ref, unlike state, already blocks a second click landing before the next render.
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const getMore = useCallback(() => {
    if (!fetchMore || running.current) return;
    running.current = true;
    setBusy(true);
    setFailed(false);
    const abort = new AbortController();
    controller.current = abort;
    // Like the loading modal, the toast waits: a quick answer goes straight to 'Ready!'.
    const pending: { toast: ReturnType<typeof toast> | null } = { toast: null };
    const reveal = pendingToast
      ? setTimeout(() => {
          pending.toast = toast(pendingToast);
        }, LOADING_REVEAL_DELAY_MS)
      : undefined;
    const safety = safetyTimeoutMs === undefined ? undefined : setTimeout(() => setBusy(false), safetyTimeoutMs);
    const excluded = excludedShows();

    // Settled before the screen hears the outcome, so the new list and its toast arrive together.
    const settle = () => {
      clearTimeout(reveal);
      clearTimeout(safety);
      if (controller.current === abort) controller.current = null;
      running.current = false;
      if (!abort.signal.aborted) setBusy(false);
    };

    fetchMore(excluded, abort.signal)
      .then((response) => {
        const fresh = withoutTitles(filterRecommendations(response.recommendations, inputTitles), excluded);
        if (fresh.length === 0) throw new NoNewRecommendationsError();
        pending.toast?.dismiss();
        settle();
        onResults(fresh, response, excluded);
      })
      .catch((error: unknown) => {
        pending.toast?.dismiss();
        settle();
        if (abort.signal.aborted || isAbort(error)) return;
        setFailed(true);
        toast({ variant: 'destructive', ...failureToast(error) });
      });
  }, [fetchMore, excludedShows, inputTitles, pendingToast, onResults, failureToast, safetyTimeoutMs]);

  const clearFailure = useCallback(() => setFailed(false), []);
  return { busy, failed, getMore, clearFailure };
}

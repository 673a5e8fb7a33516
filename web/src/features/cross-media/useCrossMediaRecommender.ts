import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/toast';
import { useAuth } from '@/api/auth/useAuth';
import { track } from '@/lib/analytics';
import { trackFeatureUsage } from '@/lib/monitoring';
import {
  filterRecommendations,
  hasAnyTitle,
  parseTitles,
  recommendationTitle,
  type Recommendation,
  type RecommendationResponse,
  NOTHING_TO_SAY,
  readTypedTitles,
  type TypedTitles,
} from '@/lib/recs';
import { useEnhanceAndAddFavorite } from './api/useEnhanceAndAddFavorite';
import { useFavorites } from '@/api/lists/favorites';
import { RecommendationRequestError, type CrossMediaRequest } from './crossMediaRequest';
import { favoritesToAdd } from './favoritesToAdd';
import {
  FORM_INPUT_REQUIRED_TEXT,
  fetchFailedText,
  getMoreFailedText,
  moreSuccessText,
  successText,
  type CrossMediaScreenText,
} from './screenText';
import { INPUT_REQUIRED_TITLE } from '@/components/title-form/formText';
import { useGetMore } from '@/hooks/useGetMore';
import { newSessionId, trackRecommendations } from '@/lib/sessionHistory';
import { searchQueryFor } from './searchQuery';

/** Loading is cleared after this long even if the request is still running (spec §4, §9). */
export const SAFETY_TIMEOUT_MS = 30_000;
/** Characters of each input kept in the activity log (spec §5). */
const ACTIVITY_TEXT_LIMIT = 50;
/** After an error the loading state is force-cleared this much later (spec §4, §9). */
export const ERROR_LOADING_RESET_MS = 100;

export interface FormValues {
  tvText: string;
  moviesText: string;
  addToFavorites: boolean;
  excludeFavorites: boolean;
  /** '' = no filter. */
  maturityRating: string;
  platforms: string[];
}

export const EMPTY_FORM: FormValues = {
  tvText: '',
  moviesText: '',
  addToFavorites: false,
  excludeFavorites: false,
  maturityRating: '',
  platforms: [],
};

export interface CrossMediaState {
  values: FormValues;
  loading: boolean;
  /** Set when the first request of a search failed: the failure card replaces the form. */
  error: RecommendationRequestError | null;
  /** The batch on screen after client-side filtering; null before any result. */
  results: Recommendation[] | null;
  /** What the server said of the typed titles (not found, did you mean, read as). */
  typed: TypedTitles;
}

export interface CrossMediaController extends CrossMediaState {
  setValues: (changes: Partial<FormValues>) => void;
  canSubmit: boolean;
  /** Submits the current inputs, or the given ones (URL prefill runs before state settles). */
  submit: (values?: FormValues) => void;
  getMore: () => void;
  /** Start Over / Try Again: clears inputs, checkboxes, results, error and the shown list. */
  reset: () => void;
}

export type RequestRecommendations = (request: CrossMediaRequest) => Promise<RecommendationResponse>;

interface Options {
  text: CrossMediaScreenText;
  requestRecommendations: RequestRecommendations;
  /** True while the user's premium status loads; submit waits for it (spec §2). */
  premiumStatusLoading?: boolean;
}

function toRequestError(error: unknown): RecommendationRequestError {
  return error instanceof RecommendationRequestError
    ? error
    : new RecommendationRequestError(error instanceof Error ? error.message : String(error));
}

/**
 * State and behaviour shared by the TV and movie screens (spec §4): idle → loading → results
 * or error, Get More with the accumulated shown list, the 30 s safety time-out, the duplicate
 * guard and the 100 ms loading reset after errors.
 */
export function useCrossMediaRecommender({
  text,
  requestRecommendations,
  premiumStatusLoading = false,
}: Options): CrossMediaController {
  const { user } = useAuth();
  const favorites = useFavorites(user?.id);
  const favoriteNames = useMemo(() => favorites.map((f) => f.showName), [favorites]);
  const enhanceAndAdd = useEnhanceAndAddFavorite();

  const [values, setFormValues] = useState<FormValues>(EMPTY_FORM);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<RecommendationRequestError | null>(null);
  const [results, setResults] = useState<Recommendation[] | null>(null);
  const [typed, setTyped] = useState<TypedTitles>(NOTHING_TO_SAY);
  /** The inputs of the search on screen, reused by Get More. */
  const [searched, setSearched] = useState<FormValues>(EMPTY_FORM);

  // One session id per form visit (spec §3).
  const [sessionId] = useState(() => newSessionId());
  // Refs, not state: guards must see a click landing before React re-renders.
  const loadingRef = useRef(false);
  const inFlight = useRef(new Set<string>());
  /** Every title shown since the search began: Get More excludes them all (spec §4). */
  const shown = useRef<string[]>([]);
  /** Bumped by reset and unmount so late answers of an abandoned search are dropped. */
  const generation = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
    return timer;
  }, []);
  const cancel = useCallback((timer: ReturnType<typeof setTimeout>) => {
    clearTimeout(timer);
    timers.current.delete(timer);
  }, []);

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      generation.current += 1;
      pendingTimers.forEach(clearTimeout);
      pendingTimers.clear();
    };
  }, []);

  const clearLoading = useCallback(() => {
    loadingRef.current = false;
    setLoading(false);
  }, []);

  const addEnteredTitlesToFavorites = useCallback(
    (form: FormValues) => {
      if (!user || !form.addToFavorites) return;
      for (const title of favoritesToAdd(form.tvText, form.moviesText, favoriteNames)) {
        // Background work: failures are ignored (spec §7), the recommendations don't wait.
        enhanceAndAdd.mutate({ userId: user.id, ...title }, { onError: (e) => console.warn('Could not add favorite', e) });
      }
    },
    [user, favoriteNames, enhanceAndAdd],
  );

  const buildRequest = useCallback(
    (form: FormValues, excludedShows: string[] | null): CrossMediaRequest => ({
      tvShows: form.tvText.trim(),
      movies: form.moviesText.trim(),
      sessionId,
      excludeFavorites: Boolean(user) && form.excludeFavorites,
      isMore: excludedShows !== null,
      ...(user ? { userId: user.id } : {}),
      ...(excludedShows ? { excludedShows } : {}),
      ...(user && form.maturityRating ? { maturityRating: form.maturityRating } : {}),
      ...(user && form.platforms.length > 0 ? { platforms: [...form.platforms] } : {}),
    }),
    [sessionId, user],
  );

  const trackUsage = useCallback(
    (form: FormValues, action: 'submit' | 'get_more') => {
      const usage = {
        feature: `${text.contentType}_recommendations`,
        action,
        // Spec §5: the activity log keeps only the first 50 characters of each input.
        context: searchQueryFor(form.tvText.slice(0, ACTIVITY_TEXT_LIMIT), form.moviesText.slice(0, ACTIVITY_TEXT_LIMIT)),
      };
      track('feature_usage', usage);
      trackFeatureUsage(usage);
    },
    [text],
  );

  /** Puts a batch on screen, adds it to the shown list and the session history. */
  const showBatch = useCallback((kept: Recommendation[], response: RecommendationResponse, form: FormValues) => {
    shown.current = [...shown.current, ...kept.map(recommendationTitle)];
    setResults(kept);
    setTyped(readTypedTitles(response));
    trackRecommendations(kept, searchQueryFor(form.tvText, form.moviesText), false);
  }, []);

  const search = useCallback(
    async (form: FormValues) => {
      if (!hasAnyTitle(form.tvText, form.moviesText)) {
        toast({ title: INPUT_REQUIRED_TITLE, description: FORM_INPUT_REQUIRED_TEXT, variant: 'destructive' });
        return;
      }
      if (loadingRef.current) return; // duplicate submit while loading (spec §4)

      const request = buildRequest(form, null);
      // The session id is the same for every request of this visit, so it is left out of the key.
      const key = JSON.stringify({ ...request, sessionId: undefined });
      if (inFlight.current.has(key)) return; // same input still pending after the safety time-out
      inFlight.current.add(key);

      const myGeneration = generation.current;
      loadingRef.current = true;
      setLoading(true);
      setError(null);
      setSearched(form);
      addEnteredTitlesToFavorites(form);
      trackUsage(form, 'submit');
      const safety = later(clearLoading, SAFETY_TIMEOUT_MS);

      try {
        const response = await requestRecommendations(request);
        if (myGeneration !== generation.current) return;
        const inputTitles = [...parseTitles(form.tvText), ...parseTitles(form.moviesText)];
        const kept = filterRecommendations(response.recommendations, inputTitles);
        showBatch(kept, response, form);
        toast({ title: text.successTitle, description: successText(text, kept.length) });
        clearLoading();
      } catch (caught) {
        if (myGeneration !== generation.current) return;
        const failure = toRequestError(caught);
        setError(failure);
        setTyped(failure.typed);
        toast({ title: 'Recommendations Failed', description: fetchFailedText(text, failure.message), variant: 'destructive' });
        later(clearLoading, ERROR_LOADING_RESET_MS);
      } finally {
        cancel(safety);
        inFlight.current.delete(key);
      }
    },
    [text, requestRecommendations, buildRequest, addEnteredTitlesToFavorites, trackUsage, showBatch, later, cancel, clearLoading],
  );

  const fetchMore = useMemo(
    () =>
      results === null
        ? null
        : async (excludedShows: string[]) => {
            const myGeneration = generation.current;
            trackUsage(searched, 'get_more');
            const response = await requestRecommendations(buildRequest(searched, excludedShows));
            // Start Over while waiting abandons the request: its answer is dropped like an abort.
            if (myGeneration !== generation.current) throw new DOMException('Search abandoned', 'AbortError');
            return response;
          },
    [results, searched, requestRecommendations, buildRequest, trackUsage],
  );
  const searchedTitles = useMemo(() => [...parseTitles(searched.tvText), ...parseTitles(searched.moviesText)], [searched]);
  const excludeShown = useCallback(() => [...shown.current], []);
  const showMore = useCallback(
    (fresh: Recommendation[], response: RecommendationResponse) => {
      const previouslyShown = shown.current.length;
      showBatch(fresh, response, searched);
      toast({ title: text.moreSuccessTitle, description: moreSuccessText(text, fresh.length, previouslyShown) });
    },
    [showBatch, searched, text],
  );
  const moreFailedToast = useCallback(() => ({ title: 'Error', description: getMoreFailedText(text) }), [text]);
  const more = useGetMore({
    fetchMore,
    excludedShows: excludeShown,
    inputTitles: searchedTitles,
    onResults: showMore,
    failureToast: moreFailedToast,
    safetyTimeoutMs: SAFETY_TIMEOUT_MS,
  });

  const submit = useCallback(
    (override?: FormValues) => {
      void search(override ?? values);
    },
    [search, values],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    inFlight.current.clear();
    shown.current = [];
    loadingRef.current = false;
    setSearched(EMPTY_FORM);
    setLoading(false);
    setFormValues(EMPTY_FORM);
    setError(null);
    setResults(null);
    setTyped(NOTHING_TO_SAY);
  }, []);

  const setValues = useCallback((changes: Partial<FormValues>) => {
    setFormValues((current) => ({ ...current, ...changes }));
  }, []);

  return {
    values,
    loading: loading || more.busy,
    error,
    results,
    typed,
    setValues,
    canSubmit: hasAnyTitle(values.tvText, values.moviesText) && !loading && !more.busy && !premiumStatusLoading,
    submit,
    getMore: more.getMore,
    reset,
  };
}

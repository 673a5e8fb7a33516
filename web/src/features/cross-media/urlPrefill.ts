import { EMPTY_FORM, type FormValues } from './useCrossMediaRecommender';

/** Delay before a prefilled form submits itself (spec §2, §9). */
export const AUTO_SUBMIT_DELAY_MS = 100;

export interface UrlPrefill {
  values: FormValues;
  /** True when tv or movies holds text: the form then submits itself. */
  autoSubmit: boolean;
}

const PREFILL_PARAMS = ['tv', 'movies', 'enhance', 'exclude'] as const;

/**
 * Reads ?tv=..&movies=..&enhance=true&exclude=true (spec §2). URLSearchParams has already
 * decoded the text; enhance/exclude only tick boxes, which count for signed-in users only.
 * Null when the URL names none of them: a bare address prefills nothing, so it can never
 * overwrite what the visitor has already typed (a late effect after a quick first keystroke).
 */
export function readUrlPrefill(params: URLSearchParams): UrlPrefill | null {
  if (!PREFILL_PARAMS.some((name) => params.has(name))) return null;
  const tvText = params.get('tv') ?? '';
  const moviesText = params.get('movies') ?? '';
  return {
    values: {
      ...EMPTY_FORM,
      tvText,
      moviesText,
      addToFavorites: params.get('enhance') === 'true',
      excludeFavorites: params.get('exclude') === 'true',
    },
    autoSubmit: tvText.trim() !== '' || moviesText.trim() !== '',
  };
}

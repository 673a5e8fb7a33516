import { joinTitles, parseTitles, type MoodType } from '@/lib/recs';

/** `recommendationType` of the couples calls: same values as the mood screen's type. */
export type CouplesType = MoodType;

/** What the four text areas and the type choice hold. */
export interface CouplesForm {
  type: CouplesType;
  person1Tv: string;
  person1Movies: string;
  person2Tv: string;
  person2Movies: string;
}

/** Body of POST /api/couple-recommendations (spec §3 "Couples request"). */
export interface CouplesRequest {
  person1Shows: string;
  person2Shows: string;
  recommendationType: CouplesType;
}

export const EMPTY_COUPLES_FORM: CouplesForm = {
  type: 'tv',
  person1Tv: '',
  person1Movies: '',
  person2Tv: '',
  person2Movies: '',
};

/** One person's non-empty entries, TV first, joined with ', ' (spec §5). */
function personShows(tv: string, movies: string): string {
  return joinTitles([...parseTitles(tv), ...parseTitles(movies)]);
}

/**
 * The request for a filled form, or null while either person has no title yet (spec §5: each
 * person needs at least one TV show or movie).
 */
export function buildCouplesRequest(form: CouplesForm): CouplesRequest | null {
  const person1Shows = personShows(form.person1Tv, form.person1Movies);
  const person2Shows = personShows(form.person2Tv, form.person2Movies);
  if (!person1Shows || !person2Shows) return null;
  return { person1Shows, person2Shows, recommendationType: form.type };
}

/**
 * The form for a request (restored results, a saved couple profile). The request keeps each
 * person's list joined, not split into TV and movies, so the whole list goes in the person's TV
 * box: submitting the form sends exactly that request again.
 */
export function formFromRequest(request: CouplesRequest): CouplesForm {
  return {
    type: request.recommendationType,
    person1Tv: request.person1Shows,
    person1Movies: '',
    person2Tv: request.person2Shows,
    person2Movies: '',
  };
}

/** Every title both people typed: none of them may come back as a recommendation. */
export function requestTitles(request: CouplesRequest): string[] {
  return [...parseTitles(request.person1Shows), ...parseTitles(request.person2Shows)];
}

/** The session-history group name of a couples search. */
export function couplesSearchQuery(request: CouplesRequest): string {
  return `${request.person1Shows} + ${request.person2Shows}`;
}

export function sameRequest(a: CouplesRequest, b: CouplesRequest): boolean {
  return (
    a.person1Shows === b.person1Shows &&
    a.person2Shows === b.person2Shows &&
    a.recommendationType === b.recommendationType
  );
}

/** The submit button's text by type (spec §2 'Get TV Show/Movie Recommendations for Couples'). */
export function couplesSubmitLabel(type: CouplesType): string {
  return `Get ${type === 'tv' ? 'TV Show' : 'Movie'} Recommendations for Couples`;
}

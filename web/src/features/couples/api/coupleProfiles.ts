import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasSuccess, sameName } from '@/api/lists/savedLists';
import { ApiError, apiRequest } from '@/lib/apiRequest';
import type { CouplesRequest } from '../couplesRequest';

export const COUPLE_PROFILES_PATH = '/api/couple-profiles';

/** A saved couple profile (premium): the two lists and the type, under a name. */
export interface CoupleProfile extends CouplesRequest {
  id: string;
  name: string;
  /** RFC 3339. */
  updatedAt: string;
}

/** POST /api/couple-profiles body: the couples request plus its name. */
export type CoupleProfileInput = CouplesRequest & { name: string };

export function coupleProfilesQueryKey(userId: string) {
  return [COUPLE_PROFILES_PATH, userId] as const;
}

/** One profile from the server, or null for anything malformed (never trust a body's shape). */
export function toCoupleProfile(value: unknown): CoupleProfile | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  if (
    typeof p.id !== 'string' ||
    typeof p.name !== 'string' ||
    typeof p.person1Shows !== 'string' ||
    typeof p.person2Shows !== 'string' ||
    (p.recommendationType !== 'tv' && p.recommendationType !== 'movies')
  ) {
    return null;
  }
  return {
    id: p.id,
    name: p.name,
    person1Shows: p.person1Shows,
    person2Shows: p.person2Shows,
    recommendationType: p.recommendationType,
    updatedAt: typeof p.updatedAt === 'string' ? p.updatedAt : '',
  };
}

/** Reads `{profiles: [...]}`, keeping the server's order (most recently saved first). */
export function toCoupleProfiles(body: unknown): CoupleProfile[] {
  const items = typeof body === 'object' && body !== null ? (body as { profiles?: unknown }).profiles : undefined;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => toCoupleProfile(item) ?? []);
}

/**
 * GET /api/couple-profiles for a premium member; `userId` undefined disables it, so anonymous
 * visitors and free members never call it. Unlike the saved-title lists, a failure is not
 * swallowed: the section shows the server's sentence (a 403 says why).
 */
export function useCoupleProfilesQuery(userId: string | undefined) {
  return useQuery({
    queryKey: coupleProfilesQueryKey(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: async () => toCoupleProfiles(await apiRequest<unknown>('GET', COUPLE_PROFILES_PATH)),
  });
}

/**
 * POST /api/couple-profiles. The server replaces a profile of the same name (case-insensitive),
 * so the cached list drops it and puts the saved one first, as the server orders them; this
 * spares a second request.
 */
export function useSaveCoupleProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CoupleProfileInput) => {
      const body = await apiRequest<unknown>('POST', COUPLE_PROFILES_PATH, { body: input });
      const profile = toCoupleProfile((body as { profile?: unknown } | null)?.profile);
      if (!profile) throw new Error('The server did not confirm the couple profile.');
      return profile;
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<CoupleProfile[]>(coupleProfilesQueryKey(userId), (old = []) => [
        saved,
        ...old.filter((p) => p.id !== saved.id && !sameName(p.name, saved.name)),
      ]),
  });
}

/**
 * DELETE /api/couple-profiles/{id}; the answer must report success. A 404 means the profile is
 * already gone (deleted in another tab): the list is fetched again so it stops showing it.
 */
export function useDeleteCoupleProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: CoupleProfile) => {
      const body = await apiRequest<unknown>('DELETE', `${COUPLE_PROFILES_PATH}/${encodeURIComponent(profile.id)}`);
      if (!hasSuccess(body)) throw new Error('The server did not confirm the deletion.');
    },
    onSuccess: (_data, profile) =>
      queryClient.setQueryData<CoupleProfile[]>(coupleProfilesQueryKey(userId), (old = []) =>
        old.filter((p) => p.id !== profile.id),
      ),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: coupleProfilesQueryKey(userId) });
      }
    },
  });
}

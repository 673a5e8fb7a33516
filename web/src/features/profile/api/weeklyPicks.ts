import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/apiRequest';

export const WEEKLY_PICKS_PATH = '/api/weekly-picks';
export const UNSUBSCRIBE_PATH = '/api/weekly-picks/unsubscribe';

/** A member's weekly picks e-mail setting (docs/API.md "Weekly picks by e-mail"). */
export interface WeeklyPicksSetting {
  enabled: boolean;
  /** RFC 3339, or null before the first mail. */
  lastSentAt: string | null;
}

export function weeklyPicksQueryKey(userId: string) {
  return [WEEKLY_PICKS_PATH, userId] as const;
}

/** Reads `{weeklyPicks: {enabled, lastSentAt}}`; null for anything malformed (never trust a body's shape). */
export function toWeeklyPicks(body: unknown): WeeklyPicksSetting | null {
  const setting = typeof body === 'object' && body !== null ? (body as { weeklyPicks?: unknown }).weeklyPicks : undefined;
  if (typeof setting !== 'object' || setting === null) return null;
  const s = setting as Record<string, unknown>;
  if (typeof s.enabled !== 'boolean') return null;
  return { enabled: s.enabled, lastSentAt: typeof s.lastSentAt === 'string' ? s.lastSentAt : null };
}

async function read(method: 'GET' | 'PUT', body?: { enabled: boolean }): Promise<WeeklyPicksSetting> {
  const setting = toWeeklyPicks(await apiRequest<unknown>(method, WEEKLY_PICKS_PATH, body ? { body } : undefined));
  if (!setting) throw new Error('The server did not say whether weekly picks are on.');
  return setting;
}

/**
 * GET /api/weekly-picks for a premium member; `userId` undefined disables it, so anonymous
 * visitors and free members never call it. A failure is shown with the server's sentence.
 */
export function useWeeklyPicksQuery(userId: string | undefined) {
  return useQuery({
    queryKey: weeklyPicksQueryKey(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: () => read('GET'),
  });
}

/** PUT /api/weekly-picks; the answer is the setting as stored, which the cache then holds. */
export function useSetWeeklyPicks(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => read('PUT', { enabled }),
    onSuccess: (setting) => queryClient.setQueryData(weeklyPicksQueryKey(userId), setting),
  });
}

/**
 * POST the mailed link's own query (`member`, `token`) to the unsubscribe call, which needs no
 * sign-in. Opening the link never unsubscribes by itself (mail scanners open links): the page posts.
 */
export async function unsubscribeWeeklyPicks(member: string, token: string): Promise<void> {
  const query = new URLSearchParams({ member, token }).toString();
  await apiRequest<unknown>('POST', `${UNSUBSCRIBE_PATH}?${query}`);
}

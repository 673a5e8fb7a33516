import { useQuery } from '@tanstack/react-query';
import { useMemberPlan } from '@/api/subscription/useSubscription';
import { ApiError, apiRequest } from '@/lib/apiRequest';
import { showPageUrl, type ShowDetailResponse } from '@/lib/recs';
import { readShowResponse } from '../showResponse';

/**
 * GET /api/show/{showName}[?id=]. Resolves to null when the server knows no such title (404) or
 * sends no usable show, so the page can tell "no show" from "the request failed" (rejects).
 */
export async function fetchShow(showName: string, id: string | null, signal?: AbortSignal): Promise<ShowDetailResponse | null> {
  let body: unknown;
  try {
    // The page's own address and the API's share one shape, so one function builds both.
    body = await apiRequest('GET', `/api${showPageUrl(showName, id)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  return readShowResponse(body);
}

/**
 * The show page's data; idle while there is no name to ask for. `id` (from a card's link) wins
 * over the name. The server adds the bingeability breakdown for premium members, so the reader
 * and their plan are part of the key (signing in or upgrading fetches the page again), and a
 * signed-in reader waits for their plan rather than seeing the page without it first.
 */
export function useShowQuery(showName: string, id: string | null = null) {
  const plan = useMemberPlan();
  return useQuery({
    queryKey: ['show', showName, id, plan.userId ?? null, plan.status.isPremium],
    queryFn: ({ signal }) => fetchShow(showName, id, signal),
    enabled: showName.length > 0 && !plan.loading,
  });
}

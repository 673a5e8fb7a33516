import { useQuery } from '@tanstack/react-query';
import { useMemberPlan } from '@/api/subscription/useSubscription';
import { ApiError, apiRequest } from '@/lib/apiRequest';
import { readTypedTitles, showPageUrl, type ListedOnly, type ShowDetailResponse } from '@/lib/recs';
import { readShowResponse } from '../showResponse';

/** A name the server has no page for (404): where it streams when only the availability lists know it, else the titles it might have meant. */
export interface NoShow {
  listed: ListedOnly | null;
  suggestions: string[];
}

/** The show page's data, or what the server could say of a name it has no page for. */
export type ShowLookup = { found: ShowDetailResponse } | { found: null; missing: NoShow };

/**
 * GET /api/show/{showName}[?id=]. Rejects only when the request fails, so the page can tell "no
 * show" (a 404, or a body without a usable show) from "the request failed".
 */
export async function fetchShow(showName: string, id: string | null, signal?: AbortSignal): Promise<ShowLookup> {
  let body: unknown;
  try {
    // The page's own address and the API's share one shape, so one function builds both.
    body = await apiRequest('GET', `/api${showPageUrl(showName, id)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { found: null, missing: readNoShow(error.body) };
    throw error;
  }
  const found = readShowResponse(body);
  return found ? { found } : { found: null, missing: { listed: null, suggestions: [] } };
}

/** The 404's `listed_only` and `suggestions` for the one name asked for. */
function readNoShow(body: unknown): NoShow {
  const typed = readTypedTitles(body);
  return { listed: typed.listed_only[0] ?? null, suggestions: typed.suggestions[0]?.titles ?? [] };
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

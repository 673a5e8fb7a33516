import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/apiRequest';
import type { ShowDetailResponse } from '@/lib/recs';
import { readShowResponse } from '../showResponse';

/**
 * GET /api/show/{showName}. Resolves to null when the server knows no such title (404) or
 * sends no usable show, so the page can tell "no show" from "the request failed" (rejects).
 */
export async function fetchShow(showName: string, signal?: AbortSignal): Promise<ShowDetailResponse | null> {
  let body: unknown;
  try {
    body = await apiRequest('GET', `/api/show/${encodeURIComponent(showName)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  return readShowResponse(body);
}

/** The show page's data; idle while there is no name to ask for. */
export function useShowQuery(showName: string) {
  return useQuery({
    queryKey: ['show', showName],
    queryFn: ({ signal }) => fetchShow(showName, signal),
    enabled: showName.length > 0,
  });
}

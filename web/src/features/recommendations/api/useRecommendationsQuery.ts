import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/apiRequest';
import type { RecommendationResponse } from '@/lib/recs';
import { readRecommendationResponse } from '@/api/recommendations/readRecommendationResponse';

export interface RecommendationsRequest {
  shows: readonly string[];
  enhance: boolean;
  exclude: boolean;
}

/** Thrown when the server answers with no recommendations: the page treats that as a failure (spec §7). */
export class NoRecommendationsError extends Error {
  constructor() {
    super('No recommendations received from server');
    this.name = 'NoRecommendationsError';
  }
}

/** GET /api/recommendations?shows=a,b[&enhance=true][&exclude=true]; the URL is also the cache key (spec §7). */
export function recommendationsPath({ shows, enhance, exclude }: RecommendationsRequest): string {
  const params = new URLSearchParams({ shows: shows.join(',') });
  if (enhance) params.set('enhance', 'true');
  if (exclude) params.set('exclude', 'true');
  return `/api/recommendations?${params.toString()}`;
}

async function fetchRecommendations(path: string, signal: AbortSignal): Promise<RecommendationResponse> {
  const data = readRecommendationResponse(await apiRequest('GET', path, { signal }));
  if (data.recommendations.length === 0) throw new NoRecommendationsError();
  return data;
}

/** The page's first list. Not sent while there is no show to ask about. */
export function useRecommendationsQuery(request: RecommendationsRequest) {
  const path = recommendationsPath(request);
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => fetchRecommendations(path, signal),
    enabled: request.shows.length > 0,
  });
}

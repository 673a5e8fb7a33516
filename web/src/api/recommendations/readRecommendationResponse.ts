import { readTypedTitles, type Recommendation, type RecommendationResponse } from '@/lib/recs';

/** A response body that is not a recommendation response at all. */
export class MalformedResponseError extends Error {
  constructor() {
    super('The server sent an unexpected response.');
    this.name = 'MalformedResponseError';
  }
}

/**
 * Checks the outer shape of a recommendation response (docs/API.md). Items are kept as sent:
 * the client-side filter (`filterRecommendations`) drops any item missing its fields.
 */
export function readRecommendationResponse(body: unknown): RecommendationResponse {
  if (typeof body !== 'object' || body === null) throw new MalformedResponseError();
  const { recommendations } = body as { recommendations?: unknown };
  if (!Array.isArray(recommendations)) throw new MalformedResponseError();
  return {
    recommendations: recommendations.filter(
      (item): item is Recommendation => typeof item === 'object' && item !== null,
    ),
    ...readTypedTitles(body),
  };
}

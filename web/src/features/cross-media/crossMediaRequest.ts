import { ApiError, apiRequest } from '@/lib/apiRequest';
import { NOTHING_TO_SAY, readTypedTitles, type Recommendation, type RecommendationResponse, type TypedTitles } from '@/lib/recs';

/** Body of POST /api/tv-recommendations and /api/movie-recommendations (docs/API.md). */
export interface CrossMediaRequest {
  tvShows: string;
  movies: string;
  userId?: string;
  sessionId: string;
  excludeFavorites: boolean;
  isMore: boolean;
  /** Every title shown so far in this form visit (Get More only). */
  excludedShows?: string[];
  /** A ceiling such as 'TV-14'; omitted for 'All ratings (no filter)'. */
  maturityRating?: string;
  /** Only titles on at least one of these services; omitted when none are picked. */
  platforms?: string[];
}

export type CrossMediaPath = '/api/tv-recommendations' | '/api/movie-recommendations';

/** The failure every cross-media call reports: the text to show plus what the server said of the typed titles. */
export class RecommendationRequestError extends Error {
  readonly typed: TypedTitles;

  constructor(message: string, typed: TypedTitles = NOTHING_TO_SAY) {
    super(message);
    this.name = 'RecommendationRequestError';
    this.typed = typed;
  }
}

export interface CrossMediaCallOptions {
  /** 0 = no client time-out (the TV call, spec §7). */
  timeoutMs: number;
  /** Replaces apiRequest's generic time-out text (the movie call's 'Request timeout after 3 minutes'). */
  timeoutMessage?: string;
}

/** The server's `{"error": ..., "unresolved": [...], "suggestions": [...]}` body, when an HTTP error carries one. */
function parseErrorBody(error: ApiError): { message?: string; typed: TypedTitles } {
  if (typeof error.body !== 'object' || error.body === null) return { typed: NOTHING_TO_SAY };
  const record = error.body as Record<string, unknown>;
  return {
    message: typeof record.error === 'string' ? record.error : undefined,
    typed: readTypedTitles(record),
  };
}

function toRequestError(error: unknown, options: CrossMediaCallOptions): RecommendationRequestError {
  if (error instanceof ApiError) {
    if (error.kind === 'timeout' && options.timeoutMessage) {
      return new RecommendationRequestError(options.timeoutMessage);
    }
    if (error.kind === 'http') {
      const body = parseErrorBody(error);
      return new RecommendationRequestError(body.message ?? error.message, body.typed);
    }
    return new RecommendationRequestError(error.message);
  }
  return new RecommendationRequestError(error instanceof Error ? error.message : String(error));
}

/** Validates the parts of the body the screens rely on; anything else is a failed request. */
function toResponse(body: unknown): RecommendationResponse {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { recommendations?: unknown }).recommendations)) {
    throw new RecommendationRequestError('The server sent no recommendations.');
  }
  const record = body as { recommendations: unknown[] };
  const recommendations = record.recommendations.filter(
    (item): item is Recommendation => typeof item === 'object' && item !== null,
  );
  return { recommendations, ...readTypedTitles(body) };
}

/** Sends one cross-media recommendation request; every failure is a {@link RecommendationRequestError}. */
export async function postCrossMediaRecommendations(
  path: CrossMediaPath,
  request: CrossMediaRequest,
  options: CrossMediaCallOptions,
): Promise<RecommendationResponse> {
  let body: unknown;
  try {
    body = await apiRequest<unknown>('POST', path, { body: request, timeoutMs: options.timeoutMs });
  } catch (error) {
    throw toRequestError(error, options);
  }
  return toResponse(body);
}

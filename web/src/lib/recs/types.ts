import type { TypedTitles } from './typedTitles';
/**
 * Shapes exchanged with the Bingeable API and kept in browser storage (spec §3).
 * Field names follow the wire format (snake_case) on purpose: these objects are stored and
 * re-sent as-is (favorites keep the whole recommendation as `show_data`), so renaming would
 * force a mapping layer on every call.
 */

/** `tv` or `movie`, as in the API's content_type (a missing value counts as tv). */
export type ContentType = 'tv' | 'movie';

/** One recommended title as the API returns it (spec §3 "Recommendation"). */
export interface Recommendation {
  show_name: string;
  title: string;
  streaming_platform: string;
  image_url: string | null;
  /** Free text from the server, typically `tv` or `movie`. */
  type: string;
  release_year_or_years_aired: string;
  /** Out of 10; 0 means unknown (and is hidden on cards). */
  rating: number;
  maturity_rating: string | null;
  explanation: string;
  description: string;
  genre: string;
  /** "3 Seasons" / "1h 52m"; some responses send a bare number or use `seasons` instead. */
  seasons_or_duration?: string | number | null;
  seasons?: string | number | null;
  affiliate_link: string | null;
  official_site: string | null;
  /** Extras the Bingeable server adds: a stable title key and every platform carrying it. */
  id?: string;
  platforms?: string[];
}

/** Body of every recommendation call (spec §3 "Recommendation response"). */
export interface RecommendationResponse extends Partial<TypedTitles> {
  recommendations: Recommendation[];
  /** Set on the client when more recommendations are fetched. */
  timestamp?: string;
}

/** One platform of a show page as the server links it (docs/API.md "Show page"). */
export interface ShowWatchLink {
  platform: string;
  /** The platform's page for the title. */
  url: string | null;
  /** The platform's affiliate sign-up link; null when it runs no programme (Netflix). */
  affiliate_link: string | null;
}

/**
 * `show` field of GET /api/show/{showName} (spec §3 "Show detail", docs/API.md "Show page").
 * The server serves films too: `type` says which, and a film has no bingeability score.
 * Nullable fields are ones the server may leave out; the page hides what is missing.
 */
export interface ShowDetail {
  /** Stable catalog key such as "ts22164"; null only if a server leaves it out. */
  id: string | null;
  show_name: string;
  type: ContentType;
  synopsis: string;
  genre: string;
  network: string | null;
  /** A count, or text such as "6 Seasons". */
  seasons: number | string | null;
  /** 1-10; 0 means unknown. */
  rating: number;
  premiere_date: string | null;
  /** 0-100; null for films, which have no score. */
  bingeability_score: number | null;
  /** The server's wording for the score, e.g. "highly bingeable"; null for films. */
  bingeability_label: string | null;
  /** What the score is made of; the server sends it to premium members only (null otherwise). */
  bingeability_breakdown: BingeabilityFactor[] | null;
  cast: string[];
  streaming_platforms: string[];
  /** The server's link per platform; null when the server sent none (the page then falls back). */
  watch_links: ShowWatchLink[] | null;
  image_url: string | null;
  official_site: string | null;
  maturity_rating: string | null;
  /** Minutes per episode (TV) or of the film. */
  runtime: number | null;
}

/** One part of the bingeability score: `points` of its `max_points`, and what the show has there. */
export interface BingeabilityFactor {
  name: string;
  points: number;
  max_points: number;
  reading: string;
}

/** Full body of GET /api/show/{showName}. */
export interface ShowDetailResponse {
  show: ShowDetail;
  similarShows: Recommendation[];
}

/** One title recommended during this browsing session (kept in sessionStorage). */
export interface SessionRecord {
  show_name: string;
  /** ISO 8601 time the title was recommended. */
  timestamp: string;
  /** The input text that produced it; records are grouped by it. */
  searchQuery: string;
  isCouple: boolean;
  /** Present when the full card can be rendered again. */
  recommendation?: Recommendation;
}

export type Mood =
  | 'happy'
  | 'sad'
  | 'excited'
  | 'contemplative'
  | 'nostalgic'
  | 'adventurous'
  | 'relaxed'
  | 'intense';

/** Content type of the mood screen; note `movies` (plural), unlike {@link ContentType}. */
export type MoodType = 'tv' | 'movies';

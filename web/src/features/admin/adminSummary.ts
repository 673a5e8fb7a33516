/**
 * The operator's summary as `GET /api/admin/summary` sends it (docs/API.md). Ratings come from
 * the server, which holds the spec's thresholds; this file only formats.
 */
export type Rating = 'good' | 'needs-improvement' | 'poor';

export interface VitalSummary {
  name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  p75: number | null;
  rating: Rating | null;
  samples: number;
  good: number;
  poor: number;
}

export interface SeriesPoint {
  start: string;
  page_views: number;
  errors: number;
  lcp_p75: number | null;
  inp_p75: number | null;
}

export interface Count {
  key: string;
  count: number;
}

export interface ModeSummary {
  mode: string;
  requests: number;
  latency_p50_ms: number | null;
  latency_p95_ms: number | null;
}

export interface RecommendationSummary {
  requests: number;
  latency_p50_ms: number | null;
  latency_p95_ms: number | null;
  by_mode: ModeSummary[];
  inputs: number;
  unresolved_inputs: number;
  unresolved_share: number | null;
  top_unresolved: Count[];
}

export interface WindowSummary {
  from: string;
  to: string;
  events: number;
  page_views: number;
  sessions: number;
  vitals: VitalSummary[];
  series: SeriesPoint[];
  top_pages: Count[];
  errors: Count[];
  features: Count[];
  recommendations: RecommendationSummary;
}

export interface AdminSummary {
  generated_at: string;
  retention_days: number;
  day: WindowSummary;
  week: WindowSummary;
}

export type WindowKey = 'day' | 'week';

export const WINDOW_LABELS: Record<WindowKey, string> = { day: 'Last 24 hours', week: 'Last 7 days' };

export const RATING_LABELS: Record<Rating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** CLS is unitless with two decimals; the others are milliseconds. */
export function formatVital(name: VitalSummary['name'], value: number | null): string {
  if (value === null) return '–';
  if (name === 'CLS') return value.toFixed(2);
  return `${Math.round(value).toLocaleString('en-US')} ms`;
}

export function formatMs(value: number | null): string {
  return value === null ? '–' : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

export function formatShare(value: number | null): string {
  return value === null ? '–' : `${(value * 100).toFixed(1)}%`;
}

/** `cross_media_tv` → `Cross media (TV)`. */
export function formatMode(mode: string): string {
  const match = /^(.*)_(tv|movie)$/.exec(mode);
  const [base, target] = match ? [match[1], match[2]] : [mode, null];
  const words = base.replace(/_/g, ' ');
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  if (target === null) return label;
  return `${label} (${target === 'tv' ? 'TV' : 'movies'})`;
}

/** `1 session`, `3 sessions`. */
export function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

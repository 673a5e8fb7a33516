/** Core Web Vitals ratings for the monitoring events (spec §3 "web_vitals", §9 thresholds). */

export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** Upper bounds of 'good' and 'needs-improvement'; times in ms, CLS unitless. */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVitalName, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export function isWebVitalName(name: unknown): name is WebVitalName {
  return typeof name === 'string' && Object.hasOwn(WEB_VITAL_THRESHOLDS, name);
}

/**
 * 'good' at or below the good threshold, 'needs-improvement' at or below the poor one, else
 * 'poor'. A negative or non-finite value is a measuring bug, reported as a RangeError rather
 * than silently rated.
 */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} value must be a finite number >= 0, got ${value}`);
  }
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}

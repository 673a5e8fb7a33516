/**
 * What the browser reports by itself: uncaught errors, unhandled promise rejections and the web
 * vitals. Each collector hands events to `record`, which drops them while there is no consent.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { isWebVitalName, rateWebVital } from '@/lib/recs/webVitals';
import type { ErrorData, InteractionData, WebVitalsData } from './event';

type Detach = () => void;

export function collectErrors(record: (data: ErrorData) => void): Detach {
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error;
    record({
      message: event.message || String(error),
      stack: error instanceof Error ? error.stack : undefined,
      filename: event.filename || undefined,
      line: event.lineno || undefined,
      column: event.colno || undefined,
      type: 'javascript',
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    record({
      message: reason instanceof Error ? reason.message : String(reason),
      stack: reason instanceof Error ? reason.stack : undefined,
      type: 'unhandled_promise',
    });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Spec §9: scroll depth in 25% steps, read 250 ms after scrolling stops. */
export const SCROLL_STEP_PERCENT = 25;
export const SCROLL_DEBOUNCE_MS = 250;

/** How far down the page the viewport's bottom edge is, in whole percent (100 on a short page). */
function scrollDepthPercent(): number {
  const height = document.documentElement.scrollHeight;
  if (height <= window.innerHeight) return 100;
  return Math.min(100, Math.floor(((window.scrollY + window.innerHeight) / height) * 100));
}

/**
 * One interaction per 25% step reached, once per page (path and query): a reader going back up
 * and down again adds nothing.
 */
export function collectScrollDepth(record: (data: InteractionData) => void): Detach {
  let page = '';
  let reached = 0;
  let timer: number | undefined;
  const measure = () => {
    const here = window.location.pathname + window.location.search;
    if (here !== page) {
      page = here;
      reached = 0;
    }
    const step = Math.floor(scrollDepthPercent() / SCROLL_STEP_PERCENT) * SCROLL_STEP_PERCENT;
    for (let depth = reached + SCROLL_STEP_PERCENT; depth <= step; depth += SCROLL_STEP_PERCENT) {
      record({ element: 'page', action: 'scroll_depth', target: here, value: `${depth}%`, timing: Math.round(performance.now()) });
    }
    reached = Math.max(reached, step);
  };
  const onScroll = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(measure, SCROLL_DEBOUNCE_MS);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
  };
}

/**
 * The rating is ours, from the spec's thresholds in `lib/recs/webVitals` (one table for the
 * client and the operator's view), not the library's own.
 */
export function webVitalData(metric: Pick<Metric, 'name' | 'value' | 'id' | 'delta'>): WebVitalsData | null {
  if (!isWebVitalName(metric.name)) return null;
  return {
    name: metric.name,
    value: metric.value,
    id: metric.id,
    delta: metric.delta,
    rating: rateWebVital(metric.name, Math.max(0, metric.value)),
  };
}

/**
 * The library's observers cannot be removed, so this runs once per page; `record` is the gate.
 */
export function collectWebVitals(record: (data: WebVitalsData) => void): void {
  const report = (metric: Metric) => {
    const data = webVitalData(metric);
    if (data) record(data);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}

/**
 * What the browser reports by itself: uncaught errors, unhandled promise rejections and the web
 * vitals. Each collector hands events to `record`, which drops them while there is no consent.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { isWebVitalName, rateWebVital } from '@/lib/recs/webVitals';
import type { ErrorData, WebVitalsData } from './event';

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

/**
 * The app's one monitoring client (spec §3 "Monitoring event", §4 "Monitoring queue"). Until
 * `startMonitoring()` runs (main.tsx), and whenever analytics consent is missing, every call here
 * does nothing.
 */
import type { ErrorKind, FeatureUsageData, InteractionData } from './event';
import { createMonitor, type Monitor } from './monitor';

let monitor: Monitor | null = null;

export function startMonitoring(): void {
  monitor ??= createMonitor();
}

export function trackPageView(): void {
  monitor?.record('page_view', { referrer: document.referrer, title: document.title });
}

export function trackFeatureUsage(data: FeatureUsageData): void {
  monitor?.record('feature_usage', data);
}

export function trackInteraction(data: Omit<InteractionData, 'timing'>): void {
  monitor?.record('interaction', { ...data, timing: Math.round(performance.now()) });
}

/** For errors that were caught (an error boundary, a failed request), so no listener sees them. */
export function reportMonitoringError(error: unknown, type: ErrorKind = 'javascript'): void {
  monitor?.record('error', {
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
    type,
  });
}

export { createMonitor, type Monitor, type MonitorOptions } from './monitor';
export type { MonitoringEvent, MonitoringEventType } from './event';
export { MONITORING_BATCH_SIZE, MONITORING_FLUSH_INTERVAL_MS, MONITORING_MAX_QUEUED } from './eventQueue';
export { RUM_ENDPOINT } from './transport';

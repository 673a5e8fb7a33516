/**
 * Minimal analytics: events go to `window.dataLayer`, the array a tag manager
 * reads. Keeping it an array we own means tests (and e2e) can inspect what was
 * reported without any third-party script on the page.
 */
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

export interface AnalyticsEvent extends AnalyticsParams {
  event: string;
}

type DataLayerEntry = AnalyticsEvent | unknown[];

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

function dataLayer(): DataLayerEntry[] {
  if (!Array.isArray(window.dataLayer)) window.dataLayer = [];
  return window.dataLayer;
}

export function track(name: string, params: AnalyticsParams = {}): void {
  dataLayer().push({ ...params, event: name });
}

export type ConsentState = 'granted' | 'denied';

/** Consent mode update, in the gtag command shape tag managers understand. */
export function updateConsent(consent: { analytics: boolean; advertising: boolean }): void {
  const state = (on: boolean): ConsentState => (on ? 'granted' : 'denied');
  dataLayer().push([
    'consent',
    'update',
    { analytics_storage: state(consent.analytics), ad_storage: state(consent.advertising) },
  ]);
}

/** Reports a caught error as non-fatal; the message only, never user data. */
export function trackException(error: unknown): void {
  const description = error instanceof Error ? error.message : String(error);
  track('exception', { description, fatal: false });
}

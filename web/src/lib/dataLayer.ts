/**
 * `window.dataLayer`, the array a tag manager reads. Keeping it an array we own means tests (and
 * e2e) can inspect what was pushed without any third-party script on the page. It lives apart
 * from `analytics` so the consent store can push its consent-mode update without importing the
 * analytics module that reads that store (no import cycle).
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

export function dataLayer(): DataLayerEntry[] {
  if (!Array.isArray(window.dataLayer)) window.dataLayer = [];
  return window.dataLayer;
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

/**
 * Minimal analytics: events go to `window.dataLayer` (see `dataLayer.ts`), and only while the
 * visitor has granted analytics consent (accounts spec §2 "Cookie consent banner"): before a
 * choice, after 'Essential Only' or after revoking in /cookie-settings nothing is pushed, so a tag
 * manager on the page has nothing to send.
 */
import { dataLayer, type AnalyticsParams } from '@/lib/dataLayer';
import { readConsent } from '@/lib/cookieConsent';

/** Read at call time, so a consent given or revoked a moment ago applies to the next event. */
export function analyticsAllowed(): boolean {
  return readConsent()?.analytics === true;
}

export function track(name: string, params: AnalyticsParams = {}): void {
  if (!analyticsAllowed()) return;
  dataLayer().push({ ...params, event: name });
}

/** Reports a caught error as non-fatal; the message only, never user data. */
export function trackException(error: unknown): void {
  const description = error instanceof Error ? error.message : String(error);
  track('exception', { description, fatal: false });
}

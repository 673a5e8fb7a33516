import { COOKIE_CONSENT_KEY } from '@/lib/cookieConsent';

/**
 * Stores a consent choice as the banner would. Analytics events reach `window.dataLayer` only
 * with analytics consent, so tests that read it grant that first.
 */
export function storeConsent(choice: { analytics: boolean; advertising: boolean }): void {
  localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ essential: true, ...choice }));
}

export const grantAnalyticsConsent = () => storeConsent({ analytics: true, advertising: false });

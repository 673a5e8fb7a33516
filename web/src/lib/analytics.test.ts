import { describe, expect, it } from 'vitest';
import { saveConsent } from '@/lib/cookieConsent';
import { track, trackException } from '@/lib/analytics';

const events = () => (window.dataLayer ?? []).filter((entry) => !Array.isArray(entry));

describe('analytics consent gate', () => {
  it('pushes no event before any consent choice', () => {
    track('login', { method: 'email' });
    trackException(new Error('x'));
    expect(events()).toEqual([]);
  });

  it('pushes no event after "Essential Only", nor with advertising consent alone', () => {
    saveConsent({ analytics: false, advertising: false });
    track('login');
    saveConsent({ analytics: false, advertising: true });
    track('login');
    expect(events()).toEqual([]);
  });

  it('pushes events with analytics consent and stops as soon as it is revoked', () => {
    saveConsent({ analytics: true, advertising: false });
    track('login', { method: 'email' });
    saveConsent({ analytics: false, advertising: false });
    track('sign_up');
    expect(events()).toEqual([{ event: 'login', method: 'email' }]);
    // The consent-mode commands themselves are still pushed, so a tag manager learns the revoke.
    expect(window.dataLayer).toContainEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' }]);
  });
});

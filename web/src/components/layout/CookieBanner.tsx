import { useState } from 'react';
import { Link } from 'react-router';
import { saveConsent, useConsent } from '@/lib/cookieConsent';

/**
 * Shown while no valid consent is stored (spec §2 "Cookie consent banner").
 * Each choice button stores it and hides the banner; close only hides it,
 * so the question comes back on the next visit.
 */
export function CookieBanner() {
  const consent = useConsent();
  // Closing hides the banner for this page view only; it stores nothing.
  const [closed, setClosed] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [advertising, setAdvertising] = useState(false);

  if (consent !== null || closed) return null;

  const choose = (choice: { analytics: boolean; advertising: boolean }) => {
    saveConsent(choice);
  };

  return (
    <section className="cookie-banner" role="region" aria-labelledby="cookie-banner-title">
      <button type="button" className="icon-button cookie-banner__close" aria-label="Close cookie banner" onClick={() => setClosed(true)}>
        ×
      </button>
      <h2 id="cookie-banner-title" className="cookie-banner__title">We use cookies</h2>
      <p className="muted">
        Essential cookies keep the site working. With your permission we also use analytics and advertising cookies.
        See our <Link to="/privacy-policy">Privacy Policy</Link>; you can change your choice any time in{' '}
        <Link to="/cookie-settings">Cookie Settings</Link>.
      </p>
      <fieldset className="cookie-banner__choices">
        <legend className="visually-hidden">Cookie categories</legend>
        <label>
          <input type="checkbox" checked disabled /> Essential (always on)
        </label>
        <label>
          <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} /> Analytics
        </label>
        <label>
          <input type="checkbox" checked={advertising} onChange={(e) => setAdvertising(e.target.checked)} /> Advertising
        </label>
      </fieldset>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--primary" onClick={() => choose({ analytics: true, advertising: true })}>
          Accept All
        </button>
        <button type="button" className="button" onClick={() => choose({ analytics: false, advertising: false })}>
          Essential Only
        </button>
        <button type="button" className="button" onClick={() => choose({ analytics, advertising })}>
          Save Preferences
        </button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { readConsent, saveConsent } from '@/lib/cookieConsent';

/**
 * Shown while no valid consent is stored (spec §2 "Cookie consent banner").
 * Each choice button stores it and hides the banner; close only hides it,
 * so the question comes back on the next visit.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => readConsent() === null);
  const [analytics, setAnalytics] = useState(false);
  const [advertising, setAdvertising] = useState(false);

  if (!visible) return null;

  const choose = (choice: { analytics: boolean; advertising: boolean }) => {
    saveConsent(choice);
    setVisible(false);
  };

  return (
    <section className="cookie-banner" role="region" aria-labelledby="cookie-banner-title">
      <button type="button" className="icon-button cookie-banner__close" aria-label="Close cookie banner" onClick={() => setVisible(false)}>
        ×
      </button>
      <h2 id="cookie-banner-title" className="cookie-banner__title">We use cookies</h2>
      <p className="muted">
        Essential cookies keep the site working. With your permission we also use analytics and advertising cookies.
        See our <Link to="/privacy-policy">Privacy Policy</Link>.
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

import { useState, type FormEvent } from 'react';
import { saveConsent, useConsent } from '@/lib/cookieConsent';
import { LegalPage } from './LegalPage';

const CATEGORIES = [
  {
    key: 'analytics',
    label: 'Analytics',
    text: 'Page views, feature use and page speed, so we can see what works and what is slow. Never sold, never used for advertising.',
  },
  {
    key: 'advertising',
    label: 'Advertising',
    text: 'Lets sponsored slots be shown and measured. Without it you see only our own messages.',
  },
] as const;

type Choice = { analytics: boolean; advertising: boolean };

/**
 * /cookie-settings: linked from the privacy policy and the banner, not drawn by the spec
 * ("its screen is not shown"), so it shows the banner's three categories with the stored choice
 * and lets the visitor change it at any time; saving applies it at once, as the banner does.
 */
export default function CookieSettingsPage() {
  const consent = useConsent();
  const [choice, setChoice] = useState<Choice>(() => ({
    analytics: consent?.analytics ?? false,
    advertising: consent?.advertising ?? false,
  }));
  const [saved, setSaved] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    saveConsent(choice);
    setSaved(true);
  };

  return (
    <LegalPage heading="Cookie Settings" description="See and change which cookies Bingeable may use.">
      <p>
        {consent === null
          ? 'You have not made a choice yet: only essential cookies are used until you do.'
          : 'Your current choice is shown below. Change it here whenever you like.'}
      </p>
      <form className="cookie-settings" onSubmit={onSubmit}>
        <fieldset>
          <legend>Cookie categories</legend>
          <label className="cookie-settings__row">
            <input type="checkbox" checked disabled />
            <span>
              <strong>Essential (always on)</strong>
              <span className="muted"> Keep you signed in, remember this choice and your session. The site cannot work without them.</span>
            </span>
          </label>
          {CATEGORIES.map(({ key, label, text }) => (
            <label key={key} className="cookie-settings__row">
              <input
                type="checkbox"
                checked={choice[key]}
                onChange={(e) => {
                  setChoice((current) => ({ ...current, [key]: e.target.checked }));
                  setSaved(false);
                }}
              />
              <span>
                <strong>{label}</strong>
                <span className="muted"> {text}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">
          Save Preferences
        </button>
        <p role="status" className="cookie-settings__status">
          {saved ? 'Your cookie preferences have been saved.' : ''}
        </p>
      </form>
    </LegalPage>
  );
}

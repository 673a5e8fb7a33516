import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY } from '@/lib/cookieConsent';
import { renderPage } from '@/test/renderApp';

configure({ asyncUtilTimeout: 10_000 });

async function open(path: string, heading: string) {
  renderPage(path);
  const h1 = await screen.findByRole('heading', { level: 1, name: heading });
  await waitFor(() => expect(document.title).toBe(`${heading} | Bingeable`));
  return h1.closest('article') as HTMLElement;
}

describe('legal pages', () => {
  it('privacy policy: dated, GDPR and CCPA rights, no data selling, cookie settings link, contact', async () => {
    const page = await open('/privacy-policy', 'Privacy Policy');
    expect(within(page).getByText('Last updated: August 30, 2025')).toBeTruthy();
    for (const name of ['Information We Collect', 'We Do Not Sell Your Data', 'Cookies', 'Your Rights Under GDPR', 'Your Rights Under CCPA', 'Security', 'Contact']) {
      expect(within(page).getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(within(page).getByRole('link', { name: 'Cookie Settings' }).getAttribute('href')).toBe('/cookie-settings');
    expect(within(page).getByText(/We do not sell, rent or trade your personal information/)).toBeTruthy();
  });

  it('terms of service: dated, liability capped at $100, the prohibited uses', async () => {
    const page = await open('/terms-of-service', 'Terms of Service');
    expect(within(page).getByText('Last updated: August 30, 2025')).toBeTruthy();
    expect(within(page).getByText(/limited to \$100\./)).toBeTruthy();
    const prohibited = within(page).getByRole('heading', { level: 2, name: 'Prohibited Uses' });
    const list = prohibited.nextElementSibling?.nextElementSibling as HTMLElement;
    expect(list.textContent).toMatch(/reverse engineer/);
    expect(list.textContent).toMatch(/scrape/);
    expect(list.textContent).toMatch(/impersonate/);
    expect(list.textContent).toMatch(/illegal/);
  });

  it('affiliate disclosure: the seven partners and the FTC disclosure', async () => {
    const page = await open('/affiliate-disclosure', 'Affiliate Disclosure');
    const partners = within(page).getByRole('list', { name: 'Streaming partners' });
    expect(within(partners).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Netflix',
      'Hulu',
      'Disney+',
      'HBO Max',
      'Prime Video',
      'Paramount+',
      'Apple TV+',
    ]);
    expect(within(page).getByRole('heading', { level: 2, name: 'FTC Disclosure' })).toBeTruthy();
  });

  it('cookie settings: shows the stored choice, saves a change, and the banner goes with it', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'not json');
    const page = await open('/cookie-settings', 'Cookie Settings');
    expect(screen.getByRole('region', { name: 'We use cookies' })).toBeTruthy();
    expect(within(page).getByText(/You have not made a choice yet/)).toBeTruthy();
    const analytics = within(page).getByRole('checkbox', { name: /^Analytics/ }) as HTMLInputElement;
    const advertising = within(page).getByRole('checkbox', { name: /^Advertising/ }) as HTMLInputElement;
    expect(analytics.checked).toBe(false);
    expect(within(page).getByRole('checkbox', { name: /^Essential/ })).toHaveProperty('disabled', true);

    fireEvent.click(analytics);
    fireEvent.click(within(page).getByRole('button', { name: 'Save Preferences' }));
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null')).toEqual({ essential: true, analytics: true, advertising: false });
    expect(within(page).getByRole('status').textContent).toBe('Your cookie preferences have been saved.');
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    expect(advertising.checked).toBe(false);
  });

  it('cookie settings: a stored choice is shown ticked', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ essential: true, analytics: false, advertising: true }));
    const page = await open('/cookie-settings', 'Cookie Settings');
    expect((within(page).getByRole('checkbox', { name: /^Advertising/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(page).getByRole('checkbox', { name: /^Analytics/ }) as HTMLInputElement).checked).toBe(false);
  });
});

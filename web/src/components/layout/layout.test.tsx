import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { COOKIE_CONSENT_KEY } from '@/lib/cookieConsent';
import { notifySessionHistoryChanged, SESSION_HISTORY_KEY } from '@/lib/sessionHistory';
import { act } from 'react';

async function mainNav() {
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('navigation', { name: 'Main' });
}

const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('navigation bar', () => {
  it('lists the spec links in order, without session history when the session is empty', async () => {
    renderApp('/');
    expect(hrefs(await mainNav())).toEqual([
      '/tv-recommendations',
      '/movie-recommendations',
      '/couple-recommendations',
      '/mood-recommendations',
      '/premium',
      '/contact-us',
      '/about-us',
      '/#faq',
      '/recommendations',
      '/auth',
    ]);
  });

  it('shows the session-history link with the count once the session has recommendations', async () => {
    sessionStorage.setItem(
      SESSION_HISTORY_KEY,
      JSON.stringify([
        { show_name: 'Dark', timestamp: 1, searchQuery: 'Lost', isCouple: false },
        { show_name: 'Fringe', timestamp: 2, searchQuery: 'Lost', isCouple: false },
      ]),
    );
    renderApp('/');
    const link = within(await mainNav()).getByRole('link', { name: /Session/ });
    expect(link.getAttribute('href')).toBe('/session-history');
    expect(link.textContent).toContain('2');
  });

  it('updates the count when the history changes in this tab', async () => {
    renderApp('/');
    const nav = await mainNav();
    expect(within(nav).queryByRole('link', { name: /Session/ })).toBeNull();
    sessionStorage.setItem(SESSION_HISTORY_KEY, JSON.stringify([{ show_name: 'Dark', timestamp: 1, searchQuery: 'x', isCouple: true }]));
    act(() => notifySessionHistoryChanged());
    expect(within(nav).getByRole('link', { name: /Session/ }).textContent).toContain('1');
  });

  it('ignores a corrupt history value', async () => {
    sessionStorage.setItem(SESSION_HISTORY_KEY, '{not json');
    renderApp('/');
    expect(within(await mainNav()).queryByRole('link', { name: /Session/ })).toBeNull();
  });

  it('labels /recommendations Discover for narrow screens', async () => {
    renderApp('/');
    const link = within(await mainNav()).getByRole('link', { name: /Recommendations/ });
    expect(link.querySelector('.label-narrow')?.textContent).toBe('Discover');
  });

  it('has a mobile menu button that opens and closes the navigation', async () => {
    renderApp('/');
    const nav = await mainNav();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(nav.className).toContain('nav--open');
    fireEvent.click(within(nav).getByRole('link', { name: 'Premium' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'page:premium' })).toBeTruthy();
    expect(nav.className).not.toContain('nav--open');
  });

  it('has a skip link to the main content', async () => {
    renderApp('/');
    await mainNav();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });
});

describe('footer', () => {
  it('has the quick links, legal links, contact e-mail and social links', async () => {
    renderApp('/');
    await mainNav();
    const footer = screen.getByRole('contentinfo');
    expect(hrefs(within(footer).getByRole('navigation', { name: 'Quick Links' }))).toEqual([
      '/',
      '/recommendations',
      '/couple-recommendations',
      '/contact-us',
      '#about',
    ]);
    expect(hrefs(within(footer).getByRole('navigation', { name: 'Legal' }))).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/affiliate-disclosure',
    ]);
    expect(within(footer).getByRole('link', { name: 'hello@bingeable.app' }).getAttribute('href')).toBe(
      'mailto:hello@bingeable.app',
    );
    expect(within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link').length).toBeGreaterThan(0);
    expect(footer.querySelector('#about')).not.toBeNull();
  });
});

describe('theme toggle', () => {
  it('flips the theme and stores it', async () => {
    localStorage.setItem('theme', 'light');
    renderApp('/');
    await mainNav();
    expect(document.documentElement.dataset.theme).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('follows the system preference on a first visit without storing it', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('dark'), media: query })) as unknown as typeof window.matchMedia;
    try {
      renderApp('/');
      await mainNav();
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(localStorage.getItem('theme')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('cookie banner', () => {
  const banner = () => screen.queryByRole('region', { name: 'We use cookies' });

  it('sits in the page flow between the header and the main content, not floating over the page', async () => {
    renderApp('/');
    await mainNav();
    const main = document.getElementById('main-content');
    const header = document.querySelector('.header');
    expect(banner()?.parentElement).toBe(main?.parentElement);
    expect(header?.compareDocumentPosition(banner()!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(banner()!.compareDocumentPosition(main!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('Accept All stores full consent, updates consent mode and hides the banner', async () => {
    renderApp('/');
    await mainNav();
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Accept All' }));
    expect(banner()).toBeNull();
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null')).toEqual({ essential: true, analytics: true, advertising: true });
    expect(window.dataLayer).toContainEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' }]);
  });

  it('Essential Only stores analytics and advertising off', async () => {
    renderApp('/');
    await mainNav();
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Essential Only' }));
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null')).toEqual({ essential: true, analytics: false, advertising: false });
  });

  it('Save Preferences stores the ticked categories', async () => {
    renderApp('/');
    await mainNav();
    fireEvent.click(within(banner()!).getByRole('checkbox', { name: 'Advertising' }));
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Save Preferences' }));
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null')).toEqual({ essential: true, analytics: false, advertising: true });
  });

  it('close hides the banner but stores nothing', async () => {
    renderApp('/');
    await mainNav();
    fireEvent.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
  });

  it('stays hidden with valid stored consent, and shows for an invalid value', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ essential: true, analytics: false, advertising: false }));
    const first = renderApp('/');
    await mainNav();
    expect(banner()).toBeNull();
    first.unmount();

    localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ essential: false, analytics: 'yes' }));
    renderApp('/');
    await mainNav();
    expect(banner()).not.toBeNull();
  });
});

import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthState } from '@/api/auth/useAuth';
import { renderApp } from '@/test/renderApp';
import { grantAnalyticsConsent } from '@/test/consent';

const ROUTE_HEADINGS: Array<[string, string]> = [
  ['/', 'page:home'],
  ['/tv-recommendations', 'page:tv-recommendations'],
  ['/movie-recommendations', 'page:movie-recommendations'],
  ['/recommendations', 'page:recommendations'],
  ['/recommendations/Dark%2C%20Lost', 'page:recommendations Dark, Lost'],
  ['/couple-recommendations', 'page:couples'],
  ['/mood-recommendations', 'page:mood'],
  ['/premium', 'page:premium'],
  ['/checkout/test', 'page:test-checkout'],
  ['/session-history', 'page:session-history'],
  ['/show/Breaking%20Bad', 'page:show Breaking Bad'],
  ['/contact-us', 'page:contact'],
  ['/about-us', 'page:about'],
  ['/privacy-policy', 'page:privacy-policy'],
  ['/terms-of-service', 'page:terms-of-service'],
  ['/affiliate-disclosure', 'page:affiliate-disclosure'],
  ['/cookie-settings', 'page:cookie-settings'],
  ['/auth', 'page:auth'],
  ['/auth/callback', 'page:auth-callback'],
  ['/auth/callback-old', 'page:auth-callback-old'],
  ['/auth/test', 'page:auth-test'],
  ['/email-confirmation', 'page:email-confirmation'],
  ['/auth/verify', 'page:email-confirmation'],
  ['/weekly-picks/unsubscribe?member=m&token=t', 'page:weekly-picks-unsubscribe'],
];

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routes', () => {
  it.each(ROUTE_HEADINGS)('%s shows "%s" inside the shared layout', async (path, title) => {
    renderApp(path);
    expect(await heading(title)).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it.each(['/tv-recommendations/extra', '/shows', '/show', '/profile/x', '/cookie-settings/x'])(
    '%s is not a route: the not-found screen shows',
    async (path) => {
      renderApp(path);
      expect(await heading('Oops! Page Not Found')).toBeTruthy();
    },
  );
});

describe('not-found screen', () => {
  it('shows the texts, sets the title and description, and reports 404_error with the path', async () => {
    // Analytics events are pushed only with analytics consent.
    grantAnalyticsConsent();
    renderApp('/no/such/page');
    expect(await heading('Oops! Page Not Found')).toBeTruthy();
    expect(
      screen.getByText("We couldn't find the page you're looking for. It might have been moved, deleted, or never existed."),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem').some((li) => li.textContent?.includes('spelling'))).toBe(true);
    await waitFor(() => expect(document.title).toBe('Page Not Found'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/doesn't exist/);
    const notFoundEvents = (window.dataLayer ?? []).filter((e) => !Array.isArray(e) && e.event === '404_error');
    expect(notFoundEvents).toEqual([{ event: '404_error', page_path: '/no/such/page' }]);
  });

  it('Homepage goes to /', async () => {
    const { router } = renderApp('/missing');
    fireEvent.click(await screen.findByRole('link', { name: 'Homepage' }));
    expect(await heading('page:home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Find Shows goes to /recommendations', async () => {
    const { router } = renderApp('/missing');
    fireEvent.click(await screen.findByRole('link', { name: 'Find Shows' }));
    expect(await heading('page:recommendations')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/recommendations');
  });

  it('Go Back returns to the previous page', async () => {
    const { router } = renderApp('/premium');
    await heading('page:premium');
    await act(() => router.navigate('/gone'));
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await heading('page:premium')).toBeTruthy();
  });
});

describe('protected /profile', () => {
  const member: AuthState = {
    user: { id: 'u1', email: 'ann@example.com', username: 'ann' },
    session: { accessToken: 'a', refreshToken: 'r', expiresIn: 3600 },
    loading: false,
    signOut: async () => {},
  };

  it('redirects a signed-out visitor to /auth', async () => {
    const { router } = renderApp('/profile');
    expect(await heading('page:auth')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows a spinner while auth is loading', async () => {
    renderApp('/profile', { auth: { ...member, user: null, session: null, loading: true } });
    expect(await screen.findByText('Checking your session...')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the profile to a member, whose menu offers Profile and Log out', async () => {
    renderApp('/profile', { auth: member });
    expect(await heading('page:profile')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'ann' }));
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});

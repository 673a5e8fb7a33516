import { expect, test, type Page } from '@playwright/test';
import { snapshot, withConsent } from './helpers';

// Page contents belong to their features; the shell only promises that each
// link lands on its route and renders a page (an h1), not the not-found screen.
const NAV_PAGES: Array<{ link: string; path: string | RegExp }> = [
  { link: 'TV Shows', path: '/tv-recommendations' },
  { link: 'Movies', path: '/movie-recommendations' },
  { link: 'Couples', path: '/couple-recommendations' },
  { link: 'Mood', path: '/mood-recommendations' },
  { link: 'Premium', path: '/premium' },
  { link: 'Contact', path: '/contact-us' },
  { link: 'About', path: '/about-us' },
  // With no shows to work from, the recommendations page offers a start instead of a redirect home.
  { link: 'Recommendations', path: '/recommendations' },
  { link: 'Sign In', path: '/auth' },
];

async function expectPage(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

test('the home page loads with the shared layout', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Bingeable home' })).toBeVisible();
  await expectPage(page, '/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'hello@bingeable.app' })).toBeVisible();
  await snapshot(page, testInfo, 'home');
});

test('every main page is reachable from the navigation bar', async ({ page }, testInfo) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const target of NAV_PAGES) {
    await nav.getByRole('link', { name: target.link, exact: true }).click();
    await expectPage(page, target.path);
  }
  await snapshot(page, testInfo, 'last-page');
});

test('deep links load through the server fallback', async ({ page }) => {
  for (const path of ['/about-us', '/privacy-policy', '/auth/verify']) {
    await page.goto(path);
    await expectPage(page, path);
  }
});

test('the session-history link appears with a count', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /Session/ })).toHaveCount(0);
  await page.evaluate(() =>
    sessionStorage.setItem(
      'sessionRecommendations',
      JSON.stringify([{ show_name: 'Dark', timestamp: Date.now(), searchQuery: 'Lost', isCouple: false }]),
    ),
  );
  await page.reload();
  await expect(nav.getByRole('link', { name: /Session/ })).toContainText('1');
});

test('the mobile menu shows Discover', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await snapshot(page, testInfo, 'menu-open');
  await nav.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL('/recommendations');
  await expect(nav).toBeHidden();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

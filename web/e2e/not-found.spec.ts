import { expect, test } from '@playwright/test';
import { snapshot, withConsent } from './helpers';

const MISSING = '/this/page/does-not-exist';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

test('an unknown path shows the not-found screen and reports 404_error', async ({ page }, testInfo) => {
  // Analytics events are pushed only with analytics consent (runs after withConsent's script).
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', JSON.stringify({ essential: true, analytics: true, advertising: false }));
  });
  await page.goto(MISSING);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("We couldn't find the page you're looking for. It might have been moved, deleted, or never existed."),
  ).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found');
  const events = await page.evaluate(() => window.dataLayer ?? []);
  expect(events).toContainEqual({ event: '404_error', page_path: MISSING });
  await snapshot(page, testInfo, 'not-found');
});

test('without analytics consent the 404 is not reported', async ({ page }) => {
  await page.goto(MISSING);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
  const events = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => !Array.isArray(entry)));
  expect(events).toEqual([]);
});

test('Homepage goes home', async ({ page }) => {
  await page.goto(MISSING);
  await page.getByRole('link', { name: 'Homepage', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toHaveCount(0);
});

test('Find Shows goes to the recommendations page', async ({ page }) => {
  await page.goto(MISSING);
  await page.getByRole('link', { name: 'Find Shows' }).click();
  // The recommendations page itself sends a visitor with no shows home (spec), so either is right.
  await expect(page).toHaveURL(/\/(recommendations)?$/);
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toHaveCount(0);
});

test('Go Back returns to the previous page', async ({ page }) => {
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto(MISSING);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/premium');
});

test('unknown API paths answer JSON, not the SPA', async ({ request }) => {
  const response = await request.get('/api/definitely-not-a-route');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});

import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { snapshot, withConsent } from './helpers';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

async function snapshotBoth(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, testInfo, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await snapshot(page, testInfo, `${name}-desktop`);
}

test('home shows the form, the eight platforms and how it works', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByLabel('TV Shows You Love')).toBeVisible();
  await expect(page.getByLabel('Movies You Love')).toBeVisible();
  const banner = page.getByRole('region', { name: 'Find Shows Across All Major Platforms' });
  await expect(banner.getByRole('listitem')).toHaveText([
    'Netflix', 'Prime', 'Disney+', 'Max (HBO)', 'Hulu', 'Apple TV+', 'Paramount+', 'Peacock',
  ]);
  await expect(page.getByRole('region', { name: 'How it works' }).getByRole('heading', { level: 3 })).toHaveText([
    'Enter Your Favorites', 'AI Analysis', 'Start Watching',
  ]);
  // Anonymous visitors get no favourites checkboxes.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await snapshotBoth(page, testInfo, 'home');
});

test('a blank home submit is disabled and explains itself', async ({ page }) => {
  await page.goto('/');
  const submit = page.getByRole('button', { name: 'Find Recommendations' });
  await expect(submit).toBeDisabled(); // aria-disabled: Playwright, like assistive tech, treats it as disabled
  // A person can still click it; that click must explain what is missing.
  await submit.click({ force: true });
  await expect(page.getByText('Input Required')).toBeVisible();
  await expect(page.getByText('Please enter at least some TV shows or movies you enjoy.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the home form is usable with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('TV Shows You Love').focus();
  await page.keyboard.type('Breaking Bad');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Heat');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Find Recommendations' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tv-recommendations\?tv=Breaking%20Bad&movies=Heat$/);
});

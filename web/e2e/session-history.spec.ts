import { expect, test, type Page } from '@playwright/test';
import { withConsent, shots } from './helpers';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});


const EMPTY = 'No recommendations in your current session yet.';

async function clearWithConfirmation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Clear History' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear History' });
  await expect(dialog).toContainText('Are you sure you want to clear your session history?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Clear History' }).click();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear History' })).toHaveCount(0);
}

test('a real recommendation run is grouped, then cleared with confirmation', async ({ page }, testInfo) => {
  await page.goto('/tv-recommendations?tv=Breaking%20Bad');
  const results = page.getByRole('list', { name: 'Your TV Show Recommendations' });
  await expect(results).toBeVisible({ timeout: 20_000 });
  const recommended = (await results.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());
  expect(recommended.length).toBeGreaterThan(0);

  // The navigation link appears with the count once the session has recommendations.
  const navLink = page.getByRole('navigation').getByRole('link', { name: /^Session/ }).first();
  await expect(navLink).toBeVisible();
  await navLink.click();
  await expect(page).toHaveURL(/\/session-history$/);
  await expect(page).toHaveTitle('Session History | Bingeable');

  const groups = page.getByTestId('session-group');
  await expect(groups).toHaveCount(1);
  const group = groups.first();
  await expect(group.getByRole('heading', { level: 2 })).toHaveText('Breaking Bad');
  await expect(group.getByTestId('session-group-badge')).toHaveText('Individual');
  await expect(group.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  const cards = (await group.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());
  expect(new Set(cards)).toEqual(new Set(recommended));
  expect(cards.map((t) => t.toLowerCase())).not.toContain('breaking bad');
  await shots(page, testInfo, 'grouped');

  await clearWithConfirmation(page);
  await expect(page.getByRole('navigation').getByRole('link', { name: /^Session/ })).toHaveCount(0);
  await shots(page, testInfo, 'empty');

  await page.getByRole('link', { name: 'Get Recommendations' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('stored records: couple and individual groups, name links, Cancel keeps the history', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.evaluate(() => {
    const rec = {
      show_name: 'Seeded Card Show',
      title: 'Seeded Card Show',
      streaming_platform: 'Hulu',
      image_url: null,
      type: 'tv',
      release_year_or_years_aired: '2020',
      rating: 8.1,
      maturity_rating: 'TV-14',
      explanation: 'Kept in full, so it renders as a card.',
      description: 'A seeded record.',
      genre: 'Drama',
      seasons_or_duration: '2 Seasons',
      affiliate_link: null,
      official_site: null,
    };
    sessionStorage.setItem(
      'sessionRecommendations',
      JSON.stringify([
        { show_name: 'Seeded Card Show', timestamp: '2025-08-30T14:05:00.000Z', searchQuery: 'Dark', isCouple: false, recommendation: rec },
        { show_name: 'The Office', timestamp: '2025-08-30T15:30:00.000Z', searchQuery: 'Friends, Parks and Recreation', isCouple: true },
      ]),
    );
  });
  await page.goto('/session-history');

  const groups = page.getByTestId('session-group');
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0).getByTestId('session-group-badge')).toHaveText('Individual');
  await expect(groups.nth(0).getByRole('article')).toHaveCount(1);
  await expect(groups.nth(1).getByTestId('session-group-badge')).toHaveText('Couple');
  await expect(groups.nth(1).getByRole('article')).toHaveCount(0);
  await shots(page, testInfo, 'seeded');

  await page.getByRole('button', { name: 'Clear History' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(groups).toHaveCount(2);

  await groups.nth(1).getByRole('link', { name: 'The Office' }).click();
  await expect(page).toHaveURL(/\/recommendations\?shows=The%20Office$/);
});

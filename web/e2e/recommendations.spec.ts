import { expect, test, type Page } from '@playwright/test';
import { withConsent, shots } from './helpers';

/*
 * The recommendations page against the real server and test catalog. Which titles come back is
 * the engine's business: the tests assert properties (some cards, none of the input titles,
 * no repeats after Get More), never particular titles.
 */

const GRID = 'Your Personalized Recommendations';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

/** Screenshots at phone and desktop widths for a person to look at. */

async function cardTitles(page: Page): Promise<string[]> {
  const grid = page.getByRole('list', { name: GRID });
  await expect(grid.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 20_000 });
  return grid.getByRole('heading', { level: 3 }).allTextContents();
}

function expectNoneOf(titles: string[], inputs: string[]): void {
  const lower = titles.map((t) => t.trim().toLowerCase());
  for (const input of inputs) expect(lower).not.toContain(input.toLowerCase());
}

test('shows from the path: summary, title and cards without the input titles', async ({ page }, testInfo) => {
  await page.goto('/recommendations/Breaking%20Bad,The%20Office');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Personalized Recommendations' })).toBeVisible();
  await expect(page.getByText('Based on your love for')).toContainText('Breaking Bad and The Office');
  await expect(page).toHaveTitle('TV Shows Like Breaking Bad - Personalized Recommendations');
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  expectNoneOf(titles, ['Breaking Bad', 'The Office']);
  await expect(page.getByRole('link', { name: `Session History (${titles.length})` })).toBeVisible();
  await shots(page, testInfo, 'results');
});

test('?shows= with three shows uses an Oxford comma, four give "and others"', async ({ page }, testInfo) => {
  await page.goto('/recommendations?shows=Breaking%20Bad,The%20Office,Friends');
  await expect(page.getByTestId('shows-summary')).toHaveText('Breaking Bad, The Office, and Friends');
  expect((await cardTitles(page)).length).toBeGreaterThan(0);
  await shots(page, testInfo, 'three-shows');

  await page.goto('/recommendations?shows=Breaking%20Bad,The%20Office,Friends,Stranger%20Things');
  await expect(page.getByTestId('shows-summary')).toHaveText('Breaking Bad, The Office and others');
  await expect(page).toHaveTitle('TV Shows Like Breaking Bad - Personalized Recommendations');
  const titles = await cardTitles(page);
  expectNoneOf(titles, ['Breaking Bad', 'The Office', 'Friends', 'Stranger Things']);
});

test('with no show list the page offers a start, and a typed list gets picks', async ({ page }) => {
  await page.goto('/recommendations');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Recommendations' })).toBeVisible();
  await expect(page).toHaveURL('/recommendations');
  await page.getByLabel('TV shows you love').fill('Breaking Bad');
  await page.getByRole('button', { name: 'Get Recommendations' }).click();
  await expect(page.getByTestId('shows-summary')).toHaveText('Breaking Bad');
  expectNoneOf(await cardTitles(page), ['Breaking Bad']);
});

test('Get More replaces the list with titles not shown before', async ({ page }, testInfo) => {
  await page.goto('/recommendations/Breaking%20Bad,The%20Office');
  const first = await cardTitles(page);
  await page.getByRole('button', { name: 'Get More Recommendations' }).click();
  await expect(page.getByText('More Recommendations Ready!')).toBeVisible({ timeout: 30_000 });
  const second = await cardTitles(page);
  expect(second.length).toBeGreaterThan(0);
  for (const title of second) expect(first).not.toContain(title);
  expect(new Set(second).size).toBe(second.length);
  expectNoneOf(second, ['Breaking Bad', 'The Office']);
  await expect(page.getByRole('link', { name: `Session History (${first.length + second.length})` })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await shots(page, testInfo, 'after-get-more');

  await page.getByRole('button', { name: 'Try Different Shows' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('lastShows'))).toBe('Breaking Bad, The Office');
});

test('a server failure shows the error panel, and Try Again recovers', async ({ page }, testInfo) => {
  await page.route('**/api/recommendations?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.goto('/recommendations/Breaking%20Bad');
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(page.getByText("We couldn't process your request. Please try again.")).toBeVisible();
  await shots(page, testInfo, 'error');

  await page.unroute('**/api/recommendations?**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  expect((await cardTitles(page)).length).toBeGreaterThan(0);
});

test('a failed Get More toasts "Unable to Get More Recommendations"', async ({ page }) => {
  await page.goto('/recommendations/Breaking%20Bad');
  await cardTitles(page);
  await page.route('**/api/more-recommendations', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"The engine is unavailable."}' }),
  );
  await page.getByRole('button', { name: 'Get More Recommendations' }).click();
  await expect(page.getByText('Unable to Get More Recommendations')).toBeVisible();
  await expect(page.getByText('The engine is unavailable.')).toBeVisible();
});

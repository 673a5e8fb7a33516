import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { snapshot, withConsent } from './helpers';

/* Movie recommendations against the real server and test catalog; properties, not titles. */
const RESULTS = 'Your Movie Recommendations';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

async function snapshotBoth(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, testInfo, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await snapshot(page, testInfo, `${name}-desktop`);
}

async function cardTitles(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: RESULTS });
  await expect(list).toBeVisible();
  return (await list.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());
}

test('movie form → results → Get More → Start Over', async ({ page, request }, testInfo) => {
  // Any film the catalog holds will do as input; ask the server for one rather than guess.
  const seed = await request.post('/api/movie-recommendations', { data: { tvShows: 'Breaking Bad', movies: '' } });
  expect(seed.ok()).toBe(true);
  const seedBody = (await seed.json()) as { recommendations: { title: string }[] };
  expect(seedBody.recommendations.length).toBeGreaterThan(0);
  const movie = seedBody.recommendations[0].title;

  await page.goto('/movie-recommendations');
  await expect(page).toHaveTitle('Movie Recommendations | Bingeable');
  const boxes = page.getByRole('textbox');
  await expect(boxes.first()).toHaveAccessibleName('Movies You Love');
  await page.getByLabel('Movies You Love').fill(movie);
  await snapshotBoth(page, testInfo, 'form');
  await page.getByRole('button', { name: 'Find Movie Recommendations' }).click();

  await expect(page.getByRole('heading', { name: RESULTS })).toBeVisible({ timeout: 20_000 });
  const first = await cardTitles(page);
  expect(first.length).toBeGreaterThan(0);
  expect(first.map((t) => t.toLowerCase())).not.toContain(movie.toLowerCase());
  await expect(page.getByText('Movie Recommendations Ready!')).toBeVisible();
  await snapshotBoth(page, testInfo, 'results');

  await page.getByRole('button', { name: 'Get More Movies' }).click();
  await expect(page.getByText('More Movie Recommendations Ready!')).toBeVisible({ timeout: 20_000 });
  const second = await cardTitles(page);
  expect(second.filter((t) => first.includes(t))).toEqual([]);

  await page.getByRole('button', { name: 'Start Over' }).click();
  await expect(page.getByLabel('Movies You Love')).toHaveValue('');
});

test('blank movie submit is disabled', async ({ page }) => {
  await page.goto('/movie-recommendations');
  const submit = page.getByRole('button', { name: 'Find Movie Recommendations' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('TV Shows You Love').fill('Breaking Bad');
  await expect(submit).toBeEnabled();
});

test('a failed movie request shows the failure card', async ({ page }, testInfo) => {
  await page.route('**/api/movie-recommendations', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Engine unavailable' }) }),
  );
  await page.goto('/movie-recommendations');
  await page.getByLabel('Movies You Love').fill('Heat');
  await page.getByRole('button', { name: 'Find Movie Recommendations' }).click();
  await expect(page.getByText("We couldn't get your movie recommendations. Please try again.")).toBeVisible();
  await expect(page.getByText('Failed to get movie recommendations: Engine unavailable. Please try again.')).toBeVisible();
  await snapshotBoth(page, testInfo, 'failure');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByLabel('Movies You Love')).toHaveValue('');
});

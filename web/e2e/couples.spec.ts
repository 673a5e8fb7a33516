import { expect, test, type Page } from '@playwright/test';
import { withConsent, shots } from './helpers';

const RESULTS = "Shows You'll Both Enjoy";
const INPUTS = ['Breaking Bad', 'The Office', 'Friends'];

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});


async function fillBoth(page: Page): Promise<void> {
  await page.getByLabel('Person 1: TV Shows You Love').fill('Breaking Bad, The Office');
  await page.getByLabel('Person 2: TV Shows You Love').fill('Friends');
}

test('submit waits for both people, then shows picks for both without their own titles', async ({ page }, testInfo) => {
  await page.goto('/couple-recommendations');
  await expect(page.getByRole('heading', { level: 1, name: 'Couples Recommendations' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Get TV Show Recommendations for Couples' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Person 1: TV Shows You Love').fill('Breaking Bad, The Office');
  await expect(submit).toBeDisabled();
  await shots(page, testInfo, 'form');

  await page.getByLabel('Person 2: TV Shows You Love').fill('Friends');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('heading', { level: 2, name: RESULTS })).toBeVisible({ timeout: 20_000 });
  const titles = await page.getByRole('list', { name: RESULTS }).getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  const lower = titles.map((t) => t.toLowerCase());
  for (const input of INPUTS) expect(lower).not.toContain(input.toLowerCase());

  const faq = await page.locator('head script[type="application/ld+json"]').allTextContents();
  expect(faq.some((text) => text.includes('"FAQPage"'))).toBe(true);
  await shots(page, testInfo, 'results');

  // The info toast closes as soon as the answer arrives, which can be too fast to catch: the
  // request body is checked instead.
  const moreRequest = page.waitForRequest('**/api/more-couple-recommendations');
  await page.getByRole('button', { name: 'Get More Recommendations' }).click();
  const excluded = ((await moreRequest).postDataJSON() as { excludedShows: string[] }).excludedShows;
  for (const title of titles) expect(excluded).toContain(title);
  await expect
    .poll(async () => page.getByRole('list', { name: RESULTS }).getByRole('heading', { level: 3 }).allTextContents(), {
      timeout: 20_000,
    })
    .not.toEqual(titles);
  const more = await page.getByRole('list', { name: RESULTS }).getByRole('heading', { level: 3 }).allTextContents();
  for (const title of more) expect(titles).not.toContain(title);
});

test('movies type changes the button and the request', async ({ page }) => {
  await page.goto('/couple-recommendations');
  await page.getByText('Movie Recommendations', { exact: true }).click();
  await fillBoth(page);
  const request = page.waitForRequest('**/api/couple-recommendations');
  await page.getByRole('button', { name: 'Get Movie Recommendations for Couples' }).click();
  expect((await request).postDataJSON()).toMatchObject({ recommendationType: 'movies' });
});

test('a server failure shows the couples error panel', async ({ page }, testInfo) => {
  await page.route('**/api/couple-recommendations', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.goto('/couple-recommendations');
  await fillBoth(page);
  await page.getByRole('button', { name: 'Get TV Show Recommendations for Couples' }).click();
  await expect(page.getByRole('heading', { name: 'Error Finding Recommendations' })).toBeVisible();
  await expect(
    page.getByText('We encountered an issue while getting your recommendations. Please try again with different shows.'),
  ).toBeVisible();
  expect(await page.locator('head script[type="application/ld+json"]#couples-faq-structured-data').count()).toBe(0);
  await shots(page, testInfo, 'error');
});

import { expect, test } from '@playwright/test';
import { withConsent, shots } from './helpers';

/*
 * The show page against the real server and test catalog. What the catalog says about a title
 * is its own business: these tests assert the page's rules (score wording matches the score,
 * links open in a new tab, similar shows exclude the show itself), not specific values.
 */
test.beforeEach(async ({ page }) => {
  await withConsent(page);
});


function verdictFor(score: number): string {
  if (score > 80) return 'highly bingeable';
  if (score > 60) return 'moderately bingeable';
  return 'best watched weekly';
}

test('a known show: title, score wording, where to watch, similar shows, structured data', async ({ page }, testInfo) => {
  await page.goto('/show/Breaking%20Bad');
  const heading = page.getByRole('heading', { level: 1, name: /breaking bad/i });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  const name = (await heading.textContent())?.trim() ?? '';
  await expect(page).toHaveTitle(`${name} - Where to Watch & Bingeability Score | Bingeable`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(name));

  const box = page.getByTestId('bingeability-box');
  await expect(box.getByRole('heading', { name: 'Bingeability Score' })).toBeVisible();
  const score = Number(await box.getByTestId('bingeability-score').textContent());
  expect(score).toBeGreaterThanOrEqual(0);
  expect(score).toBeLessThanOrEqual(100);
  await expect(box.getByTestId('bingeability-verdict')).toHaveText(verdictFor(score));

  await expect(page.getByRole('heading', { level: 2, name: 'Synopsis' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Where to Watch' })).toBeVisible();
  const watchLinks = page.getByRole('link', { name: /^Watch on / });
  expect(await watchLinks.count()).toBeGreaterThan(0);
  for (const link of await watchLinks.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }

  const similar = page.getByRole('list', { name: `Shows Like ${name}` });
  await expect(page.getByRole('heading', { level: 2, name: `Shows Like ${name}` })).toBeVisible();
  const similarTitles = (await similar.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());
  expect(similarTitles.length).toBeGreaterThan(0);
  expect(similarTitles.map((t) => t.toLowerCase())).not.toContain(name.toLowerCase());
  expect(new Set(similarTitles).size).toBe(similarTitles.length);

  const ld = JSON.parse((await page.locator('script#show-structured-data').textContent()) ?? '{}') as Record<string, unknown>;
  expect(ld['@type']).toBe('TVSeries');
  expect(ld.name).toBe(name);

  await shots(page, testInfo, 'known');
});

test('a card opens its show page, and a similar title opens its own', async ({ page }) => {
  await page.goto('/recommendations/Breaking%20Bad');
  const list = page.getByRole('list', { name: 'Your Personalized Recommendations' });
  const first = list.getByRole('heading', { level: 3 }).first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const picked = ((await first.textContent()) ?? '').trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/show\/[^?]+\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: picked })).toBeVisible({ timeout: 20_000 });

  const similar = page.getByRole('list', { name: `Shows Like ${picked}` });
  const next = similar.getByRole('heading', { level: 3 }).first();
  const nextName = ((await next.textContent()) ?? '').trim();
  await next.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: nextName })).toBeVisible({ timeout: 20_000 });
});

test('an unknown show says Show Not Found', async ({ page }, testInfo) => {
  await page.goto('/show/Zzzz%20Not%20A%20Show');
  await expect(page.getByRole('heading', { level: 1, name: 'Show Not Found' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('This show page could not be loaded.')).toBeVisible();
  await expect(page).toHaveTitle('Show Not Found | Bingeable');
  await shots(page, testInfo, 'unknown');
});

test('a misspelt address offers the shows it might have meant', async ({ page }) => {
  await page.goto('/show/Breaking%20Bad%20Show');
  await expect(page.getByRole('heading', { level: 1, name: 'Show Not Found' })).toBeVisible({ timeout: 20_000 });
  const offers = page.getByTestId('show-suggestions');
  await expect(offers).toContainText('Did you mean');
  await offers.getByRole('link', { name: 'Breaking Bad', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Breaking Bad' })).toBeVisible({ timeout: 20_000 });
});

test('a failing server says the show information failed to load', async ({ page }) => {
  await page.route('**/api/show/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.goto('/show/Breaking%20Bad');
  await expect(page.getByRole('heading', { level: 1, name: 'Show Not Found' })).toBeVisible();
  await expect(page.getByText('Failed to load show information')).toBeVisible();
});

import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { snapshot, withConsent } from './helpers';

/*
 * TV recommendations against the real server and test catalog. Which titles come back is the
 * engine's business: these tests assert properties (some results, none of the inputs, no
 * repeats after Get More), never specific titles.
 */
const INPUT = 'Breaking Bad';
const RESULTS = 'Your TV Show Recommendations';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

/** Screenshots at phone and desktop widths, for a person to look at. */
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

function expectNoInputTitle(titles: string[]) {
  expect(titles.map((t) => t.toLowerCase())).not.toContain(INPUT.toLowerCase());
}

test('home → TV results → Get More (no repeats) → Start Over', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByLabel('TV Shows You Love').fill(INPUT);
  await page.getByRole('button', { name: 'Find Recommendations' }).click();
  await expect(page).toHaveURL(/\/tv-recommendations\?tv=Breaking%20Bad&movies=$/);

  await expect(page.getByRole('heading', { name: RESULTS })).toBeVisible({ timeout: 20_000 });
  const first = await cardTitles(page);
  expect(first.length).toBeGreaterThan(0);
  expectNoInputTitle(first);
  expect(new Set(first).size).toBe(first.length);
  await expect(page.getByTestId('results-count')).toHaveText(`${first.length} ${first.length === 1 ? 'recommendation' : 'recommendations'}`);
  await expect(page.getByText('TV Recommendations Ready!')).toBeVisible();
  // Session tracking: the nav shows the session link with a count.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByLabel(/\d+ recommendations/)).toHaveCount(1);
  await snapshotBoth(page, testInfo, 'results');

  const moreRequest = page.waitForRequest((r) => r.url().endsWith('/api/tv-recommendations') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Get More TV Shows' }).click();
  const sent = (await moreRequest).postDataJSON() as { isMore: boolean; excludedShows: string[] };
  expect(sent.isMore).toBe(true);
  expect(sent.excludedShows).toEqual(first);
  await expect(page.getByText('More Recommendations Ready!')).toBeVisible({ timeout: 20_000 });
  const second = await cardTitles(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((t) => first.includes(t))).toEqual([]);
  expectNoInputTitle(second);

  await page.getByRole('button', { name: 'Start Over' }).click();
  await expect(page.getByLabel('TV Shows You Love')).toHaveValue('');
  await expect(page.getByLabel('Movies You Love')).toHaveValue('');
  await expect(page.getByRole('heading', { name: RESULTS })).toHaveCount(0);
  await expect(page).toHaveURL(/\/tv-recommendations$/);
  await snapshotBoth(page, testInfo, 'start-over');
});

test('URL prefill submits by itself', async ({ page }, testInfo) => {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/tv-recommendations'));
  await page.goto('/tv-recommendations?tv=Breaking%20Bad');
  expect(((await request).postDataJSON() as { tvShows: string }).tvShows).toBe(INPUT);
  await expect(page.getByRole('heading', { name: RESULTS })).toBeVisible({ timeout: 20_000 });
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  expectNoInputTitle(titles);
  await expect(page).toHaveTitle('TV Show Recommendations | Bingeable');
  await snapshotBoth(page, testInfo, 'prefill');
});

test('blank submit is disabled and explains itself', async ({ page }, testInfo) => {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/tv-recommendations')) calls += 1;
  });
  await page.goto('/tv-recommendations');
  const submit = page.getByRole('button', { name: 'Find TV Show Recommendations' });
  await expect(submit).toBeDisabled(); // aria-disabled: Playwright, like assistive tech, treats it as disabled
  await expect(page.getByRole('heading', { name: 'Smart Cross-Media Analysis' })).toBeVisible();
  // A person can still click it; that click must explain what is missing.
  await submit.click({ force: true });
  await expect(page.getByText('Please enter at least one TV show or movie to get recommendations.')).toBeVisible();
  expect(calls).toBe(0);
  await page.getByLabel('Movies You Love').fill('Heat');
  await expect(submit).toBeEnabled();
  await snapshotBoth(page, testInfo, 'form');
});

test('titles the catalog does not know are named politely, and a typo says what it was read as', async ({ page }) => {
  await page.goto('/tv-recommendations');
  await page.getByLabel('TV Shows You Love').fill(`${INPUT}, Qwxzy Nonexistent Show, Braking Bad`);
  await page.getByRole('button', { name: 'Find TV Show Recommendations' }).click();
  await expect(page.getByRole('heading', { name: RESULTS })).toBeVisible({ timeout: 20_000 });
  const note = page.getByTestId('unresolved-note');
  await expect(note).toContainText('We couldn\'t find \u201cQwxzy Nonexistent Show\u201d on the streaming services we cover.');
  await expect(note).toContainText('Your picks are based on the other titles.');
  await expect(note).toContainText('We read \u201cBraking Bad\u201d as Breaking Bad.');
});

test('a title only the streaming lists know is said to stream, not to be missing', async ({ page }) => {
  await page.goto('/tv-recommendations');
  await page.getByLabel('TV Shows You Love').fill(INPUT);
  await page.getByLabel('Movies You Love').fill('Fight Club');
  await page.getByRole('button', { name: 'Find TV Show Recommendations' }).click();
  await expect(page.getByRole('heading', { name: RESULTS })).toBeVisible({ timeout: 20_000 });
  const note = page.getByTestId('unresolved-note');
  await expect(note).toContainText('\u201cFight Club\u201d is on Prime Video, but we know too little about it');
  await expect(note).not.toContainText('We couldn\'t find');

  // The title links to its page: where to watch it, and why there is nothing more.
  await note.getByRole('link', { name: 'Fight Club' }).click();
  await expect(page).toHaveURL(/\/show\/Fight%20Club$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('listed-only-note')).toContainText('We know where this film streams');
  const watch = page.getByRole('link', { name: /^Watch on Prime Video/ });
  await expect(watch).toHaveAttribute('href', /Fight%20Club/);
  await expect(page.getByRole('heading', { name: 'Show Not Found' })).toHaveCount(0);
});

test('a list of nothing we know offers near names', async ({ page }) => {
  await page.goto('/tv-recommendations');
  await page.getByLabel('TV Shows You Love').fill('Breaking Bad Show');
  await page.getByRole('button', { name: 'Find TV Show Recommendations' }).click();
  const note = page.getByTestId('unresolved-note');
  await expect(note).toContainText('Did you mean Breaking Bad', { timeout: 20_000 });
  await expect(note).toContainText('Check the spelling, or try another title.');
});

test('a server failure shows the failure card, and Try Again resets the form', async ({ page }, testInfo) => {
  await page.route('**/api/tv-recommendations', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Engine unavailable' }) }),
  );
  await page.goto('/tv-recommendations');
  await page.getByLabel('TV Shows You Love').fill(INPUT);
  await page.getByRole('button', { name: 'Find TV Show Recommendations' }).click();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(page.getByText("We couldn't get your TV recommendations. Please try again.")).toBeVisible();
  await expect(page.getByText('Failed to get TV recommendations: Engine unavailable. Please try again.')).toBeVisible();
  await snapshotBoth(page, testInfo, 'failure');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByLabel('TV Shows You Love')).toHaveValue('');
});

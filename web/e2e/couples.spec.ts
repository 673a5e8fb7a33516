import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { withConsent, shots } from './helpers';
import { signedInMember } from './members';

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

/*
 * Saved couple profiles (premium) against the real server: a member turns on test premium, saves
 * the two lists under a name, finds the profile again after a reload, fills the form from it and
 * deletes it. A free member only gets the line pointing to Premium.
 */
test.describe('saved couple profiles', () => {
  const section = (page: Page) => page.getByRole('region', { name: 'Saved couple profiles' });
  const UPSELL = 'Save couple profiles with Premium';

  /** Only members see the section, so the route-wide axe run (a11y.spec.ts) never does: checked here. */
  async function expectAccessibleSection(page: Page): Promise<void> {
    const results = await new AxeBuilder({ page })
      .include('.couple-profiles')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    // The section was really there to scan.
    expect(results.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  test('a premium member saves a profile, uses it after a reload and deletes it', async ({ page }, testInfo) => {
    await signedInMember(page, 'couples');
    await page.goto('/tv-recommendations');
    await page.getByRole('button', { name: 'Enable Test Premium' }).click();
    await expect(page.getByText('Premium PRO Active - Advanced dislike system enabled')).toBeVisible();

    await page.goto('/couple-recommendations');
    await expect(section(page).getByText('No saved couple profiles yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: UPSELL })).toHaveCount(0);
    const save = section(page).getByRole('button', { name: 'Save profile' });
    await section(page).getByLabel('Profile name').fill('Date night');
    await expect(save).toBeDisabled();
    await page.getByText('Movie Recommendations', { exact: true }).click();
    await page.getByLabel('Person 1: TV Shows You Love').fill('Breaking Bad, The Wire');
    await page.getByLabel('Person 2: TV Shows You Love').fill('The Office');
    await save.click();
    await expect(page.getByText('Couple profile saved')).toBeVisible();
    const saved = section(page).getByRole('listitem').filter({ hasText: 'Date night' });
    await expect(saved).toContainText('Movies · Breaking Bad, The Wire + The Office');
    await shots(page, testInfo, 'couple-profile-saved');
    await expectAccessibleSection(page);

    // Stored on the server: still there after a reload (in the dark theme, checked too), with an
    // empty form.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(saved).toContainText('Breaking Bad, The Wire + The Office');
    await expectAccessibleSection(page);
    await page.getByText('TV Show Recommendations', { exact: true }).click();
    await page.getByLabel('Person 1: TV Shows You Love').fill('');
    await page.getByLabel('Person 2: TV Shows You Love').fill('');
    await section(page).getByRole('button', { name: 'Use couple profile Date night' }).click();
    await expect(page.getByLabel('Person 1: TV Shows You Love')).toHaveValue('Breaking Bad, The Wire');
    await expect(page.getByLabel('Person 2: TV Shows You Love')).toHaveValue('The Office');
    await expect(page.getByRole('radio', { name: 'Movie Recommendations' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Get Movie Recommendations for Couples' })).toBeEnabled();

    await section(page).getByRole('button', { name: 'Delete couple profile Date night' }).click();
    await page.getByRole('alertdialog', { name: 'Delete couple profile?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Couple profile deleted')).toBeVisible();
    await expect(section(page).getByText('No saved couple profiles yet.')).toBeVisible();
    await page.reload();
    await expect(section(page).getByText('No saved couple profiles yet.')).toBeVisible();
  });

  test('a free member sees the upgrade line, an anonymous visitor nothing', async ({ page }) => {
    const profileCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/couple-profiles')) profileCalls.push(request.url());
    });
    await page.goto('/couple-recommendations');
    await expect(page.getByLabel('Person 1: TV Shows You Love')).toBeVisible();
    await expect(page.getByRole('link', { name: UPSELL })).toHaveCount(0);
    await expect(section(page)).toHaveCount(0);

    await signedInMember(page, 'couplesfree');
    await page.goto('/couple-recommendations');
    const upsell = page.getByRole('link', { name: UPSELL });
    await expect(upsell).toBeVisible();
    await expect(section(page)).toHaveCount(0);
    expect(profileCalls).toEqual([]);
    await upsell.click();
    await expect(page).toHaveURL('/premium');
  });
});

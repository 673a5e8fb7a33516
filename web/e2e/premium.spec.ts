import { expect, test, type Page } from '@playwright/test';
import { snapshot, withConsent } from './helpers';
import { signedInMember } from './members';

/*
 * Premium end to end (issue 11, spec §2 TV page and premium page, §7 subscription calls) against
 * the real server in payments test mode (no Stripe key): 'Enable Test Premium' unlocks dislikes
 * that keep a title out of every later search, and the upgrade goes through the app's own test
 * checkout and back to /premium, where the tier shows.
 */
const SEARCH = '/tv-recommendations?tv=Breaking%20Bad&movies=';
const RESULTS = 'Your TV Show Recommendations';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

async function cardTitles(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: RESULTS });
  await expect(list).toBeVisible({ timeout: 20_000 });
  return (await list.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());
}

test('enable test premium → dislike a pick → get more → it never returns', async ({ page }, testInfo) => {
  await signedInMember(page, 'dislike');
  await page.goto(SEARCH);
  const first = await cardTitles(page);
  expect(first.length).toBeGreaterThan(1);
  // A free member has no dislike button.
  await expect(page.getByRole('button', { name: 'Not interested' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Enable Test Premium' }).click();
  await expect(page.getByText('Premium PRO Active - Advanced dislike system enabled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable Test Premium' })).toHaveCount(0);

  const disliked = first[0];
  const card = page.getByRole('group', { name: `Save ${disliked}` });
  await card.getByRole('button', { name: 'Not interested' }).click();
  await expect(page.getByText('Added to dislikes')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Not interested' })).toHaveAttribute('aria-pressed', 'true');
  await snapshot(page, testInfo, 'disliked');

  // The same search again, then more pages: the disliked title never comes back.
  await page.getByRole('button', { name: 'Start Over' }).click();
  await page.goto(SEARCH);
  const seen = await cardTitles(page);
  for (let more = 0; more < 2; more += 1) {
    await page.getByRole('button', { name: 'Get More TV Shows' }).click();
    await expect(page.getByText('More Recommendations Ready!').first()).toBeVisible({ timeout: 20_000 });
    seen.push(...(await cardTitles(page)));
  }
  expect(seen.length).toBeGreaterThan(first.length);
  expect(seen).not.toContain(disliked);
});

test('upgrade through the test checkout → the tier shows', async ({ page }, testInfo) => {
  await signedInMember(page, 'upgrade');
  // A free member's show page offers the score's breakdown through Premium.
  await page.goto('/show/Breaking%20Bad');
  await expect(page.getByTestId('bingeability-score')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('bingeability-breakdown')).toHaveCount(0);
  await page.getByRole('link', { name: 'See what makes up this score with Premium' }).click();
  await expect(page).toHaveURL('/premium');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();

  await expect(page).toHaveURL(/\/checkout\/test\?session=cs_test_[0-9a-f]+&tier=premium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test Checkout' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('TEST MODE');
  await snapshot(page, testInfo, 'test-checkout');

  // Cancel first: back on /premium, still free.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/premium?checkout=cancelled');
  await expect(page.getByText('Checkout cancelled. You have not been charged.')).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();

  await page.getByRole('button', { name: 'Complete Test Payment' }).click();
  await expect(page).toHaveURL('/premium?checkout=success');
  await expect(page.getByText('Premium PREMIUM Active - Advanced dislike system enabled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);
  await snapshot(page, testInfo, 'premium-active');

  // The TV page agrees.
  await page.goto('/tv-recommendations');
  await expect(page.getByText('Premium PREMIUM Active - Advanced dislike system enabled')).toBeVisible();

  // Premium Bingeability Insights: the show page breaks the score down, factor by factor.
  await page.goto('/show/Breaking%20Bad');
  const breakdown = page.getByTestId('bingeability-breakdown');
  await expect(breakdown).toBeVisible({ timeout: 20_000 });
  for (const factor of ['Rating', 'Audience', 'Story pull', 'Run length', 'Episode length']) {
    await expect(breakdown.getByText(factor, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'See what makes up this score with Premium' })).toHaveCount(0);
  await snapshot(page, testInfo, 'bingeability-breakdown');
});

test('the loading screen carries the house ad for a free member and none once premium', async ({ page }) => {
  await signedInMember(page, 'adfree');
  await page.evaluate(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ essential: true, analytics: false, advertising: true })),
  );
  // Each search is held until the loading screen has been looked at; the gate is set before the
  // search starts, so opening it cannot race the request's arrival.
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const hold = () => {
    gate = new Promise<void>((resolve) => (release = resolve));
  };
  await page.route('**/api/tv-recommendations', async (route) => {
    await gate;
    await route.continue();
  });
  const sponsored = page.getByRole('complementary', { name: 'Sponsored content' });
  const loading = page.getByRole('heading', { name: 'Analyzing Your Cross-Media Preferences' });

  hold();
  await page.goto(SEARCH);
  await expect(loading).toBeVisible({ timeout: 20_000 });
  await expect(sponsored).toContainText('Bingeable Premium');
  release();
  await cardTitles(page);

  await page.getByRole('button', { name: 'Enable Test Premium' }).click();
  await expect(page.getByText('Premium PRO Active - Advanced dislike system enabled')).toBeVisible();
  await page.getByRole('button', { name: 'Start Over' }).click();
  hold();
  await page.goto(SEARCH);
  await expect(loading).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Tips' })).toBeVisible();
  await expect(sponsored).toHaveCount(0);
  release();
  await cardTitles(page);
});

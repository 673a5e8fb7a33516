import { expect, test } from '@playwright/test';
import { withConsent, shots } from './helpers';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});


test('choose a mood, get results, then Try Different Mood', async ({ page }, testInfo) => {
  await page.goto('/mood-recommendations');
  await expect(page.getByRole('heading', { level: 1, name: 'Mood Recommendations' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'TV Shows' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'How are you feeling?' }).getByRole('radio')).toHaveCount(8);
  await expect(page.getByRole('button', { name: /^Get / })).toHaveCount(0);
  await shots(page, testInfo, 'choice');

  await page.getByText('Relaxed & Chill', { exact: true }).click();
  const submit = page.getByRole('button', { name: 'Get Relaxed & Chill TV Shows' });
  await expect(submit).toBeVisible();
  await submit.click();

  const results = page.getByRole('list', { name: 'Your Relaxed & Chill TV Shows' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 20_000 });
  expect(await results.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
  await expect(page.getByText('Mood Recommendations Ready!')).toBeVisible();
  await shots(page, testInfo, 'results');

  await page.getByRole('button', { name: 'Try Different Mood' }).click();
  await expect(page.getByRole('group', { name: 'How are you feeling?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Get / })).toHaveCount(0);
});

test('movies can be chosen by keyboard', async ({ page }) => {
  await page.goto('/mood-recommendations');
  // Arrow keys move the choice inside a radio group; Space picks the focused card.
  await page.getByRole('radio', { name: 'TV Shows' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Movies' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /^Happy & Uplifting/ })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: /^Intense & Gripping/ })).toBeChecked();
  const submit = page.getByRole('button', { name: 'Get Intense & Gripping Movies' });
  await expect(submit).toBeVisible();
  const request = page.waitForRequest('**/api/mood-recommendations');
  await submit.press('Enter');
  expect((await request).postDataJSON()).toMatchObject({ mood: 'intense', type: 'movies' });
  await expect(page.getByRole('heading', { level: 2, name: 'Your Intense & Gripping Movies' })).toBeVisible({
    timeout: 20_000,
  });
});

test('a server failure toasts the mood error', async ({ page }, testInfo) => {
  await page.route('**/api/mood-recommendations', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.goto('/mood-recommendations');
  await page.getByText('Happy & Uplifting', { exact: true }).click();
  await page.getByRole('button', { name: 'Get Happy & Uplifting TV Shows' }).click();
  await expect(page.getByText('Failed to get mood-based recommendations. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Happy & Uplifting TV Shows' })).toBeVisible();
  await shots(page, testInfo, 'error');
});

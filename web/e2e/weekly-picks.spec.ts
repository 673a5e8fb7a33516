import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { shots, withConsent } from './helpers';
import { waitForMails } from './mail';
import { signedInMember } from './members';

/*
 * Weekly picks by e-mail (premium) against the real server, which looks for due mails every
 * second here (playwright.config.ts): a free member sees the line pointing to Premium; with test
 * premium and a favourite, the member turns the picks on on the profile, the mail arrives in
 * maildev, and its unsubscribe link turns them off without anything else to do.
 */
const SEARCH = '/tv-recommendations?tv=Breaking%20Bad&movies=';
const UPSELL = 'Get personalized weekly picks by e-mail with Premium';
const TOGGLE = 'E-mail me picks from my favorites every week';
const section = (page: Page) => page.getByRole('region', { name: 'Weekly picks by e-mail' });

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

test('a premium member turns weekly picks on, gets the mail and unsubscribes from it', async ({ page }, testInfo) => {
  const email = await signedInMember(page, 'weekly');
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: UPSELL })).toBeVisible();
  await expect(section(page)).toHaveCount(0);

  await page.goto('/tv-recommendations');
  await page.getByRole('button', { name: 'Enable Test Premium' }).click();
  await expect(page.getByText('Premium PRO Active - Advanced dislike system enabled')).toBeVisible();
  // A favourite to choose the picks from.
  await page.goto(SEARCH);
  const list = page.getByRole('list', { name: 'Your TV Show Recommendations' });
  await expect(list).toBeVisible({ timeout: 20_000 });
  const favourite = (await list.getByRole('heading', { level: 3 }).first().textContent())?.trim() ?? '';
  await page.getByRole('group', { name: `Save ${favourite}` }).getByRole('button', { name: 'Favorite' }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('link', { name: UPSELL })).toHaveCount(0);
  const toggle = section(page).getByRole('checkbox', { name: TOGGLE });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByText('Weekly picks turned on')).toBeVisible();
  await expect(toggle).toBeChecked();
  await shots(page, testInfo, 'weekly-picks-on');
  const axe = await new AxeBuilder({ page }).include('.weekly-picks').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The confirmation mail, then the weekly one.
  const mails = await waitForMails(email, 2);
  const weekly = mails.find((mail) => mail.subject === 'Your Bingeable picks for this week');
  expect(weekly, mails.map((m) => m.subject).join(', ')).toBeTruthy();
  const text = weekly?.text ?? '';
  expect(text).toContain('/show/');
  expect(text).not.toContain(`. ${favourite} (`);
  const link = /https?:\/\/\S+\/weekly-picks\/unsubscribe\?\S+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();

  // The mail's link, opened in the browser, is enough: no sign-in asked.
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await page.getByRole('link', { name: 'Your Profile' }).click();
  await expect(section(page).getByRole('checkbox', { name: TOGGLE })).not.toBeChecked();
  await page.reload();
  await expect(section(page).getByRole('checkbox', { name: TOGGLE })).not.toBeChecked();
});

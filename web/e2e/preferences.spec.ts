import { expect, test } from '@playwright/test';
import { snapshot } from './helpers';

test('the theme toggle flips the theme and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('a first visit follows the system dark preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('cookie banner: Accept All hides it for good', async ({ page }, testInfo) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  await snapshot(page, testInfo, 'banner');
  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner).toBeHidden();
  const stored = await page.evaluate(() => localStorage.getItem('cookie-consent'));
  expect(JSON.parse(stored ?? 'null')).toEqual({ essential: true, analytics: true, advertising: true });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner).toBeHidden();
});

test('cookie banner: close hides it only until the next visit', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await page.getByRole('button', { name: 'Close cookie banner' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(banner).toBeVisible();
});

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

const SCREENSHOT_DIR = resolve(import.meta.dirname, 'screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** Saves a full-page screenshot under e2e/screenshots/ (gitignored) for humans to look at. */
export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const safe = `${testInfo.titlePath.slice(1).join('-')}-${name}`.replace(/[^a-z0-9-]+/gi, '_');
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${safe}.png`), fullPage: true });
}

/**
 * Stores cookie consent before the app loads, so the banner stays out of the way. Only when none
 * is stored: the init script runs again on every reload, and must not undo a choice the test made.
 */
export async function withConsent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookie-consent') !== null) return;
    localStorage.setItem('cookie-consent', JSON.stringify({ essential: true, analytics: false, advertising: false }));
  });
}

/** Screenshots at a phone (390x844) and a desktop (1280x900) width, for people to review layouts. */
export async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, testInfo, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await snapshot(page, testInfo, `${name}-desktop`);
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * For a member just signed in: their menu is in the nav and Sign In is not; the menu's Profile
 * opens /profile, whose account card shows their e-mail and username. Returns the menu and card.
 */
export async function openOwnProfile(page: Page, email: string, username: string): Promise<{ menu: Locator; card: Locator }> {
  const menu = mainNav(page).getByRole('button', { name: username });
  await expect(menu).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await menu.click();
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  const card = page.getByRole('region', { name: 'Account Information' });
  await expect(card).toBeVisible();
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText(username, { exact: true })).toBeVisible();
  return { menu, card };
}

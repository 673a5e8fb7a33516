import { expect, test, type APIRequestContext } from '@playwright/test';
import { mainNav, openOwnProfile, withConsent } from './helpers';

/*
 * Google sign-in end to end (issue 10, spec accounts-navigation §2, §4, §8): "Google" is a real
 * OpenID Connect provider (test-tools/oidc-provider.mjs, started by playwright.config.ts), so the
 * browser really leaves for it, comes back to /auth/v1/callback with a code, and the server
 * exchanges it and verifies the ID token before /auth/callback receives the session.
 */

const OIDC = `http://127.0.0.1:${process.env.BINGEABLE_E2E_OIDC_PORT}`;

/** The claims of the provider's next ID tokens (its control endpoint). */
async function nextSignIn(request: APIRequestContext, claims: Record<string, unknown>): Promise<void> {
  expect((await request.put(`${OIDC}/__control/claims`, { data: claims })).ok()).toBe(true);
}

async function authorizeAnswers(request: APIRequestContext, error: Record<string, string>): Promise<void> {
  expect((await request.put(`${OIDC}/__control/authorize`, { data: error })).ok()).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

test('Google sign-in through the mock provider', async ({ page, request }) => {
  // A short local part: it becomes the username (spec §4 fallback), which the user menu shows.
  const username = `g${Date.now() % 1_000_000}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@example.com`;
  await nextSignIn(request, { sub: `google-${username}`, email, email_verified: true });

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).first().click();

  // The callback page sets the session, creates nothing (the server made the profile), says
  // 'Welcome back!' and reloads / half a second later (spec §4), which the toast does not outlive:
  // the signed-in menu on / is what lasts.
  await expect(page).toHaveURL('/', { timeout: 15_000 });
  await openOwnProfile(page, email, username);
});

test('a sign-in cancelled at the provider says so and signs nobody in', async ({ page, request }) => {
  await authorizeAnswers(request, { error: 'access_denied', error_description: 'The user cancelled' });
  try {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).first().click();
    await expect(page.getByText('Authentication Failed')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Authentication cancelled')).toBeVisible();
    await expect(page).toHaveURL('/', { timeout: 10_000 });
    await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  } finally {
    await authorizeAnswers(request, {});
  }
});

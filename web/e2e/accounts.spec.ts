import { expect, test, type Page } from '@playwright/test';
import { openOwnProfile, snapshot, withConsent } from './helpers';
import { confirmationLink, uniqueEmail, waitForMails } from './mail';
import { register, signIn } from './members';

/*
 * Accounts end to end (issue 10, spec accounts-navigation §2, §4, §5, §8): the real server sends
 * its confirmation mail through SMTP to maildev (started by playwright.config.ts), and the tests
 * read it from there and follow its link in the browser.
 */

const UNCONFIRMED = 'Please check your email and click the confirmation link before signing in.';
const INVALID_LINK = 'Invalid or expired confirmation link. Please request a new verification email.';
const EMPTY_LISTS = [
  'No favorite TV shows yet. Heart TV shows in recommendations to save them here!',
  'No favorite movies yet. Heart movies in recommendations to save them here!',
  'No TV shows in your watch list yet. Use the clock button on TV recommendations!',
  'No movies in your watch list yet. Use the clock button on movie recommendations!',
];

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Registers and returns the confirmation link from the mail maildev caught. */
async function registerAndReadLink(page: Page, email: string, username: string): Promise<string> {
  await register(page, email, username);
  const [mail] = await waitForMails(email);
  expect(mail.subject).toBe('Confirm your Bingeable account');
  const link = confirmationLink(mail);
  // BINGEABLE_PUBLIC_URL is the base URL under test, so the link opens this SPA.
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  return link;
}

test('register, confirm from the mail, sign in, see the profile, log out', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('flow');
  const username = `ada${Date.now() % 100_000}`;
  const link = await registerAndReadLink(page, email, username);
  // Two seconds after registering, the page turns to the Login tab (spec §4).
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email confirmed!' })).toBeVisible();
  await snapshot(page, testInfo, 'confirmed');
  await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/auth');

  await signIn(page, email);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL('/');
  const { menu } = await openOwnProfile(page, email, username);
  for (const text of EMPTY_LISTS) await expect(page.getByText(text)).toBeVisible();
  await snapshot(page, testInfo, 'profile');

  const accessToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('bingeable.auth.session') ?? '{}') as { access_token?: string }).access_token,
  );
  const asMember = { headers: { Authorization: `Bearer ${accessToken}` } };
  expect((await request.get('/auth/v1/user', asMember)).status()).toBe(200);
  await menu.click();
  await nav(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: username })).toHaveCount(0);
  await expect(page.evaluate(() => localStorage.getItem('bingeable.auth.session'))).resolves.toBeNull();
  // Logging out ends the session on the server too: its access token no longer works.
  await expect.poll(async () => (await request.get('/auth/v1/user', asMember)).status()).toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth');
});

test('the Login tab shows the spec validation messages', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);
});

test('the Register tab shows the spec validation messages', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm Password').fill('1234');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  // Both password fields are at least 6 characters long.
  await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(2);

  // Every field valid but the two passwords differ: reported on confirmPassword.
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Username').fill('ada');
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await page.getByLabel('Confirm Password').fill('654321');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await expect(page.getByText('Username must be at least 3 characters')).toHaveCount(0);
  await expect(page.getByText('Check your email!')).toHaveCount(0);
});

test('/profile redirects a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('signing in before confirming asks to confirm the e-mail first', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  await register(page, email, 'grace');
  await waitForMails(email);
  await signIn(page, email);
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText(UNCONFIRMED)).toBeVisible();
  await expect(page).toHaveURL('/auth');
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a confirmation link works once; the second visit says it is invalid or expired', async ({ page }, testInfo) => {
  const email = uniqueEmail('twice');
  const link = await registerAndReadLink(page, email, 'linus');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email confirmed!' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirmation failed' })).toBeVisible();
  await expect(page.getByText(INVALID_LINK)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Confirmation Email' })).toBeVisible();
  await snapshot(page, testInfo, 'used-link');
});

test('a session the server has ended reads as signed out after a reload', async ({ page, request }) => {
  const email = uniqueEmail('revoked');
  const username = 'revoked_user';
  await page.goto(await registerAndReadLink(page, email, username));
  await expect(page.getByRole('heading', { name: 'Email confirmed!' })).toBeVisible();
  await page.goto('/auth');
  await signIn(page, email);
  await expect(nav(page).getByRole('button', { name: username })).toBeVisible();

  // Ended elsewhere (its refresh token goes with it): the stored tokens are now refused.
  const accessToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('bingeable.auth.session') ?? '{}') as { access_token?: string }).access_token,
  );
  expect((await request.post('/auth/v1/logout', { headers: { Authorization: `Bearer ${accessToken}` } })).status()).toBe(204);
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: username })).toHaveCount(0);
  await expect(page.evaluate(() => localStorage.getItem('bingeable.auth.user'))).resolves.toBeNull();
});

test('from a failed confirmation, Resend Confirmation Email opens the dialog on /auth and a new mail arrives', async ({ page }) => {
  const email = uniqueEmail('resend');
  const link = await registerAndReadLink(page, email, 'resender');
  // Registered but not confirmed: a second mail is sent only to an unconfirmed address.
  await page.goto('/auth/verify?token_hash=not-a-real-token&type=email');
  await expect(page.getByRole('heading', { name: 'Confirmation failed' })).toBeVisible();
  await expect(page.getByText(INVALID_LINK)).toBeVisible();
  await page.getByRole('button', { name: 'Resend Confirmation Email' }).click();
  await expect(page).toHaveURL('/auth');
  const dialog = page.getByRole('dialog', { name: 'Resend Confirmation Email' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Resend Email' }).click();
  await expect(page.getByText('Email sent!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const mails = await waitForMails(email, 2);
  const fresh = confirmationLink(mails[1]);
  expect(fresh).not.toBe(link);
  await page.goto(fresh);
  await expect(page.getByRole('heading', { name: 'Email confirmed!' })).toBeVisible();
});

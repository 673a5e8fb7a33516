import { expect, type Page } from '@playwright/test';
import { confirmationLink, mailsTo, uniqueEmail, waitForMails } from './mail';
import { ADMIN_EMAIL } from './operator';

/*
 * Becoming a signed-in member through the real flows: register on /auth, confirm from the mail
 * maildev caught (playwright.config.ts), sign in. Shared by the tests about accounts and members.
 */
export const PASSWORD = 'correct horse 42';

export async function register(page: Page, email: string, username: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Check your email!')).toBeVisible();
}

export async function signIn(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A new confirmed account, signed in on `page` (left on /). */
export async function signedInMember(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await register(page, email, `${label}${Date.now() % 100_000}`);
  const [mail] = await waitForMails(email);
  await page.goto(confirmationLink(mail));
  await expect(page.getByRole('heading', { name: 'Email confirmed!' })).toBeVisible();
  await page.goto('/auth');
  await signIn(page, email);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL('/');
  return email;
}

/**
 * The operator (BINGEABLE_ADMIN_EMAILS), signed in on `page` (left on /). The account is shared by
 * the specs of one run: it is registered and confirmed by the first that needs it.
 */
export async function signedInOperator(page: Page): Promise<void> {
  if ((await mailsTo(ADMIN_EMAIL)).length === 0) {
    await register(page, ADMIN_EMAIL, 'operator');
    const [mail] = await waitForMails(ADMIN_EMAIL);
    await page.goto(confirmationLink(mail));
    await expect(page.getByRole('heading', { name: 'Email confirmed!' })).toBeVisible();
  }
  await page.goto('/auth');
  await signIn(page, ADMIN_EMAIL);
  await expect(page).toHaveURL('/');
}

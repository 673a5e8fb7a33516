import { expect, test, type Page } from '@playwright/test';
import { withConsent, shots } from './helpers';
import { waitForMails } from './mail';

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

/** The contact form's fields by their exact label ('Message' alone would also match the form's section). */
function field(page: Page, label: 'Name' | 'Email' | 'Message') {
  return page.getByRole('textbox', { name: label, exact: true });
}


test('contact: validation messages, then Sending..., the toast, an empty form and the mail to the operator', async ({ page }, testInfo) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'hello@bingeable.app' })).toBeVisible();
  await expect(page.getByText(/24-48 hours/)).toBeVisible();

  await field(page, 'Name').fill('A');
  await field(page, 'Email').fill('nope');
  await field(page, 'Message').fill('short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await expect(field(page, 'Name')).toBeFocused();
  await shots(page, testInfo, 'contact-invalid');

  await field(page, 'Name').fill('Sam');
  await field(page, 'Email').fill('sam@example.com');
  // Unique per run: the operator's inbox in the mail catcher holds every test's messages.
  const words = `Please add more anime to the catalog. (${Date.now()})`;
  await field(page, 'Message').fill(words);
  // The real server answers in a few milliseconds, faster than the assertion below can see the busy
  // state: hold the request briefly (it still reaches the server) as a slow network would.
  await page.route('**/api/contact', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(page.getByText("Thanks for reaching out. We'll get back to you soon.")).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('');
  await expect(field(page, 'Email')).toHaveValue('');
  await expect(field(page, 'Message')).toHaveValue('');
  await shots(page, testInfo, 'contact-sent');

  // The message reaches the operator (BINGEABLE_CONTACT_TO, by default the address the page shows).
  await expect
    .poll(async () => (await waitForMails('hello@bingeable.app')).find((mail) => mail.text.includes(words))?.subject, {
      message: 'the contact message in the operator inbox',
      timeout: 15_000,
    })
    .toBe('Bingeable contact form: message from Sam');
});

test("contact: a refused message says 'Submission failed' and keeps what was typed", async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 429, json: { error: 'Too many messages. Please wait a while and try again.' } }),
  );
  await page.goto('/contact-us');
  await field(page, 'Name').fill('Sam');
  await field(page, 'Email').fill('sam@example.com');
  await field(page, 'Message').fill('Please add more anime to the catalog.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Submission failed')).toBeVisible();
  await expect(page.getByText('There was an error sending your message. Please try again.')).toBeVisible();
  await expect(field(page, 'Message')).toHaveValue('Please add more anime to the catalog.');
});

test('premium: plans, prices and the sign-in toast for anonymous visitors', async ({ page }, testInfo) => {
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Bingeable Premium' })).toBeVisible();
  const free = page.getByRole('article', { name: 'Free' });
  await expect(free).toContainText('$0');
  await expect(free).toContainText('forever');
  await expect(free.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium).toContainText('$3.99');
  await expect(premium).toContainText('Most Popular');
  await expect(premium.getByRole('listitem')).toHaveCount(12);
  await expect(page.getByRole('heading', { level: 2, name: 'Why Upgrade' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('$4.99');

  await premium.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page.getByText('Sign In Required')).toBeVisible();
  await expect(page.getByText('Please sign in to upgrade to premium features.')).toBeVisible();
  await shots(page, testInfo, 'premium');
});

test('about: story, innovation, mission and three benefits', async ({ page }, testInfo) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Bingeable' })).toBeVisible();
  for (const name of ['Our Story', 'Our Innovation', 'Our Mission']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  for (const name of ['Save Time', 'Perfect for Couples', 'Smart AI']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page).toHaveTitle('About Us | Bingeable');
  await shots(page, testInfo, 'about');
});

for (const { path, heading } of [
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/affiliate-disclosure', heading: 'Affiliate Disclosure' },
]) {
  test(`legal: ${heading}`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | Bingeable`);
    await expect(page.getByText('Last updated: August 30, 2025')).toBeVisible();
    await shots(page, testInfo, heading.toLowerCase().replace(/ /g, '-'));
  });
}

test('legal: the privacy policy links to cookie settings and the terms cap liability at $100', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('link', { name: 'Cookie Settings' })).toHaveAttribute('href', '/cookie-settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Your Rights Under GDPR' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Rights Under CCPA' })).toBeVisible();
  await page.goto('/terms-of-service');
  await expect(page.getByText(/limited to \$100\./)).toBeVisible();
});

test("the nav's FAQ link reaches the FAQ on the home page", async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/#faq');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(faq).toBeInViewport();
  await faq.getByText('Which streaming services do you cover?').click();
  await expect(faq.getByText(/Netflix, Prime Video, Disney\+/)).toBeVisible();
});

test('cookie settings: change the choice later, and it holds in the next page of this browser', async ({ page }) => {
  await page.goto('/cookie-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Settings' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('checkbox', { name: /^Advertising/ }).check();
  await main.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(main.getByRole('status')).toHaveText('Your cookie preferences have been saved.');

  // This file's pages store a consent before they load; a second page of the same browser runs no
  // such script, so it shows what was really saved.
  const next = await page.context().newPage();
  await next.goto('/cookie-settings');
  const nextMain = next.getByRole('main');
  await expect(nextMain.getByRole('checkbox', { name: /^Advertising/ })).toBeChecked();
  await expect(nextMain.getByRole('checkbox', { name: /^Analytics/ })).not.toBeChecked();
  await expect(next.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
  expect(await next.evaluate(() => localStorage.getItem('cookie-consent'))).toBe(
    JSON.stringify({ essential: true, analytics: false, advertising: true }),
  );
});

test('these pages fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    '/show/Breaking%20Bad',
    '/session-history',
    '/premium',
    '/contact-us',
    '/about-us',
    '/privacy-policy',
    '/terms-of-service',
    '/affiliate-disclosure',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('the contact form works by keyboard alone', async ({ page }) => {
  await page.goto('/contact-us');
  await field(page, 'Name').focus();
  await page.keyboard.type('Sam');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Email')).toBeFocused();
  await page.keyboard.type('sam@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard users welcome here.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message sent!')).toBeVisible();
});

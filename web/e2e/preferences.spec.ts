import { expect, test, type Request } from '@playwright/test';
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

// The banner must never sit on the primary action (issue 12): elementFromPoint at the button's
// centre must be the button, where the page first shows it and with the button scrolled to the
// bottom edge of the viewport, where a floating bottom banner would cover it.
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`cookie banner: never covers 'Find Recommendations' at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Find Recommendations' });
    await expect(button).toBeVisible();
    const whatIsOnTop = () =>
      button.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (y < 0 || y > window.innerHeight) return 'below or above the viewport';
        const top = document.elementFromPoint(x, y);
        return top && (top === el || el.contains(top)) ? 'the button' : (top?.outerHTML.slice(0, 120) ?? 'nothing');
      });
    expect(['the button', 'below or above the viewport']).toContain(await whatIsOnTop());
    await button.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    expect(await whatIsOnTop()).toBe('the button');
    await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    expect(await whatIsOnTop()).toBe('the button');
  });
}

type RumBody = { events: { type: string; session_id: string; data: Record<string, unknown> }[] };

test('monitoring: nothing reaches /api/rum before analytics consent; after Accept All the events do', async ({ page }) => {
  const rumRequests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/rum') rumRequests.push(request);
  });
  // An uncaught error is flushed at once (spec §4); 'pagehide' is the unload path (beacon).
  const raiseErrorAndLeave = () =>
    page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e monitoring probe');
      });
      setTimeout(() => window.dispatchEvent(new Event('pagehide')), 50);
    });

  await page.goto('/');
  await page.getByRole('link', { name: 'Premium' }).first().click();
  await expect(page).toHaveURL(/\/premium$/);
  await raiseErrorAndLeave();
  await page.waitForTimeout(500);
  expect(rumRequests).toEqual([]);

  await page.getByRole('region', { name: 'We use cookies' }).getByRole('button', { name: 'Accept All' }).click();
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  // The page view is recorded when the lazy page sets its title; raise the error after that.
  await expect(page).toHaveTitle('Contact Us | Bingeable');
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/rum');
  await raiseErrorAndLeave();
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = response.request().postDataJSON() as RumBody;
  expect((await response.json()) as unknown).toEqual({ received: body.events.length });
  // Every batch since consent: a full batch (page view, web vitals, scroll depth) may have gone
  // before the error's own flush.
  const events = rumRequests.flatMap((request) => (request.postDataJSON() as RumBody).events);
  expect(events.find((event) => event.type === 'page_view')?.data).toMatchObject({ title: 'Contact Us | Bingeable' });
  expect(events.find((event) => event.type === 'error')?.data).toMatchObject({ message: expect.stringContaining('e2e monitoring probe'), type: 'javascript' });
});

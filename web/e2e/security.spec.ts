import { expect, test, type Page } from '@playwright/test';
import { withConsent } from './helpers';
import { signedInOperator } from './members';

/*
 * The Content-Security-Policy (crates/server/src/security.rs) against the real SPA in Chromium:
 * every page renders with no violation (the browser's `securitypolicyviolation` events and its
 * console both stay silent), and every response carries the security headers.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects violations from the first script on: the theme script runs before any app code. */
async function watchViolations(page: Page): Promise<string[]> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) {
      fromConsole.push(message.text());
    }
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return fromConsole;
}

async function expectNoViolations(page: Page, fromConsole: string[]): Promise<void> {
  const fromEvents = await page.evaluate(() => window.__cspViolations ?? []);
  expect([...fromEvents, ...fromConsole]).toEqual([]);
}

async function expectSecurityHeaders(headers: Record<string, string>): Promise<void> {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

test('pages render with no CSP violation and carry the security headers', async ({ page }) => {
  const fromConsole = await watchViolations(page);
  for (const path of ['/', '/tv-recommendations', '/couple-recommendations', '/mood-recommendations', '/premium', '/contact-us', '/about-us', '/privacy-policy', '/cookie-settings', '/session-history', '/auth', '/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectSecurityHeaders(response?.headers() ?? {});
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  }
  // The theme script (a file, not inline) ran before the first paint.
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/);
  await expectNoViolations(page, fromConsole);
});

test('recommendations with posters and a show page: no CSP violation', async ({ page }) => {
  const fromConsole = await watchViolations(page);
  await page.goto('/');
  await page.getByLabel('TV Shows You Love').fill('Breaking Bad, The Office');
  await page.getByRole('button', { name: 'Find Recommendations' }).click();
  const poster = page.locator('img[src^="/api/poster/"]').first();
  await expect(poster).toBeVisible({ timeout: 30_000 });
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const response = await page.goto('/show/Breaking%20Bad');
  await expectSecurityHeaders(response?.headers() ?? {});
  await expect(page.getByRole('heading', { level: 1, name: /breaking bad/i })).toBeVisible({ timeout: 20_000 });
  // Structured data is a JSON block, which the policy does not execute and so must not flag.
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  await expectNoViolations(page, fromConsole);
});

test('the operator view with its uPlot charts: no CSP violation', async ({ page }) => {
  await signedInOperator(page);

  const fromConsole = await watchViolations(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Monitoring' })).toBeVisible();
  await expect(page.locator('.admin-chart canvas').first()).toBeVisible();
  await expectNoViolations(page, fromConsole);
});

test('API answers, errors and assets carry the headers too', async ({ request, page }) => {
  for (const path of ['/api/health', '/api/nope', '/favicon.svg', '/theme.js', '/api/poster/nothing.svg']) {
    const response = await request.get(path);
    await expectSecurityHeaders(response.headers());
  }
  await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  await expectSecurityHeaders((await request.get(script ?? '')).headers());
});

test('the watcher does see a violation: an inline script is refused', async ({ page }) => {
  const fromConsole = await watchViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.appendChild(script);
  });
  await expect.poll(() => page.evaluate(() => window.__cspViolations?.length ?? 0)).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  expect(fromConsole.join('\n')).toMatch(/Content Security Policy/);
});

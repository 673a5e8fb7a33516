import { expect, test, type APIRequestContext } from '@playwright/test';
import { withConsent } from './helpers';
import { signedInMember, signedInOperator } from './members';

/*
 * The operator's view (/admin): only the account configured in BINGEABLE_ADMIN_EMAILS
 * (playwright.config.ts) sees the figures, and they are the ones the server stored.
 */

function event(type: string, data: Record<string, unknown>, page = '/show/Fargo') {
  return {
    timestamp: new Date().toISOString(),
    session_id: 'session_1732356000000_e2eadmin1',
    user_id: null,
    page_url: `http://127.0.0.1${page}?q=private`,
    user_agent: 'Playwright',
    viewport: { width: 1280, height: 900 },
    connection: null,
    type,
    data,
  };
}

const vital = (name: string, value: number) => event('web_vitals', { name, value, id: `v-${name}-${value}`, delta: value, rating: 'good' });

async function storeEvents(request: APIRequestContext) {
  const events = [
    event('page_view', { referrer: '', title: 'Fargo' }),
    event('page_view', { referrer: '', title: 'Fargo' }),
    event('page_view', { referrer: '', title: 'Home' }, '/'),
    event('feature_usage', { feature: 'recommendations', action: 'submit', success: true }),
    event('error', { message: 'Failed to fetch', type: 'network' }),
    vital('LCP', 1200),
    vital('LCP', 1800),
    vital('LCP', 3100),
    vital('LCP', 4500),
    vital('INP', 120),
    vital('CLS', 0.02),
    vital('FCP', 3500),
    vital('TTFB', 300),
  ];
  const stored = await request.post('/api/rum', { data: { events } });
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toEqual({ received: events.length });
  const unresolved = await request.post('/api/tv-recommendations', { data: { tvShows: 'Breaking Bad, Qwzxyv Blorptastic' } });
  expect(unresolved.status()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

test('a member who is not an operator sees "Not authorised"', async ({ page }) => {
  await signedInMember(page, 'notadmin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
});

test('the operator sees the stored figures coloured by rating', async ({ page, request }) => {
  await signedInOperator(page);

  await storeEvents(request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Monitoring' })).toBeVisible();

  // Nearest-rank p75 of 1200, 1800, 3100, 4500 is 3100: needs improvement (2500 < x <= 4000).
  const lcp = page.getByTestId('vital-LCP');
  await expect(lcp).toContainText('3,100 ms');
  await expect(lcp).toContainText('Needs improvement');
  await expect(lcp).toHaveClass(/admin-vital--needs-improvement/);
  await expect(page.getByTestId('vital-INP')).toHaveClass(/admin-vital--good/);
  await expect(page.getByTestId('vital-FCP')).toHaveClass(/admin-vital--poor/);
  await expect(page.getByTestId('vital-CLS')).toContainText('0.02');
  await expect(page.getByTestId('admin-totals')).toContainText('3 page views');

  await expect(page.getByTestId('admin-pages').getByRole('row', { name: '/show/Fargo 2' })).toBeVisible();
  await expect(page.getByTestId('admin-errors')).toContainText('network');
  await expect(page.getByTestId('admin-features')).toContainText('recommendations · submit');
  // The background writer stores the recommendation record a moment after the answer.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('admin-unresolved')).toContainText('qwzxyv blorptastic', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  // The suite shares one server and other specs ask for picks too, so the share counts their
  // requests as well: assert the form and that this test's unresolved input is counted.
  await expect(page.getByTestId('unresolved-share')).toContainText(/\d+\.\d% \([1-9]\d* of [1-9]\d*\)/);
  await expect(page.locator('.admin-chart canvas').first()).toBeVisible();

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByTestId('vital-LCP')).toContainText('3,100 ms');
  await page.getByRole('button', { name: 'Last 24 hours' }).click();
  await page.screenshot({ path: 'test-results/admin.png', fullPage: true });
});

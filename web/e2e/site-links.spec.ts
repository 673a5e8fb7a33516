import { expect, test, type Locator, type Page } from '@playwright/test';
import { mainNav, withConsent } from './helpers';

/*
 * Issue 12 "Done when": no dead ends for a first visit. Every link of the navigation bar and the
 * footer, at a phone and a desktop width, lands on a real page: its own path (not a redirect home),
 * not the not-found screen; an anchor reaches an element with its id. Links are read from the
 * page, so a link added later is covered without touching this file. External links (social
 * networks, mailto:) leave the site and are not followed.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Where the links are clicked from: not home, so a redirect home cannot pass for landing. */
const START = '/about-us';

interface SiteLink {
  text: string;
  href: string;
}

const footer = (page: Page) => page.getByRole('contentinfo');

/** The visible same-site links in `area`, each once. */
async function internalLinks(area: Locator): Promise<SiteLink[]> {
  const links: SiteLink[] = [];
  for (const link of await area.getByRole('link').all()) {
    if (!(await link.isVisible())) continue;
    const href = (await link.getAttribute('href')) ?? '';
    if (!href.startsWith('/') && !href.startsWith('#')) continue;
    const text = ((await link.getAttribute('aria-label')) ?? (await link.innerText())).trim();
    if (!links.some((l) => l.href === href && l.text === text)) links.push({ text, href });
  }
  return links;
}

async function openMenuOnPhone(page: Page, phone: boolean) {
  if (!phone) return;
  const nav = mainNav(page);
  if (await nav.isVisible()) return;
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
}

async function expectLanded(page: Page, link: SiteLink) {
  const target = new URL(link.href, new URL(START, 'http://x'));
  const where = `${link.text} (${link.href})`;
  await expect(page, where).toHaveURL((url) => url.pathname === target.pathname && url.hash === target.hash);
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' }), where).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' }), where).toHaveCount(0);
  if (target.hash) {
    await expect(page.locator(target.hash), where).toBeInViewport();
  } else {
    await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible({ timeout: 20_000 });
  }
}

test.describe('links', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  for (const viewport of VIEWPORTS) {
    const phone = viewport.name === 'phone';

    test(`every navigation link lands on a real page at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(START);
      await openMenuOnPhone(page, phone);
      const links = await internalLinks(mainNav(page));
      // Spec §2 "Navigation bar", for an anonymous visitor with no session history.
      for (const path of ['/tv-recommendations', '/movie-recommendations', '/couple-recommendations', '/mood-recommendations', '/premium', '/contact-us', '/about-us', '/recommendations', '/auth']) {
        expect(links.map((l) => l.href), `the nav links to ${path}`).toContain(path);
      }
      expect(links.some((l) => l.href.endsWith('#faq')), 'the nav links to the FAQ').toBe(true);
      if (phone) expect(links.find((l) => l.href === '/recommendations')?.text).toBe('Discover');

      for (const link of links) {
        await page.goto(START);
        await openMenuOnPhone(page, phone);
        await mainNav(page).locator(`a[href="${link.href}"]`).first().click();
        await expectLanded(page, link);
      }
    });

    test(`every footer link lands on a real page at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(START);
      const links = await internalLinks(footer(page));
      // Spec §2 "Footer": Quick Links and the legal pages.
      for (const href of ['/', '/recommendations', '/couple-recommendations', '/contact-us', '#about', '/privacy-policy', '/terms-of-service', '/affiliate-disclosure']) {
        expect(links.map((l) => l.href), `the footer links to ${href}`).toContain(href);
      }

      for (const link of links) {
        await page.goto(START);
        await footer(page).locator(`a[href="${link.href}"]`).first().click();
        await expectLanded(page, link);
      }
    });
  }

  test("a card opens its show page, and its Watch button opens the title on its platform", async ({ page }) => {
    await page.goto('/recommendations/Breaking%20Bad');
    const list = page.getByRole('list', { name: 'Your Personalized Recommendations' });
    const cards = list.locator(':scope > li');
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });

    // Every card's Watch link opens the platform's page for that very title (the server's rule in
    // crates/server/src/links.rs), with our partner parameters where a programme exists.
    const count = await cards.count();
    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i);
      const title = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
      const watch = card.getByRole('link', { name: /^(Watch Now|Find to Watch): / });
      const href = (await watch.getAttribute('href')) ?? '';
      const url = new URL(href);
      expect(url.protocol, href).toBe('https:');
      const searched = [...url.searchParams.values()];
      expect(searched, `${title}: ${href}`).toContain(title);
      expect(url.pathname, `${title} must not open a sign-up page: ${href}`).not.toMatch(/sign-?up|start|plans|amazonprime/);
      const label = (await watch.textContent())?.trim();
      if (label === 'Watch Now') {
        expect(href, `${title}: an affiliate link carries the partner id`).toContain('bingeable');
      }
    }

    const first = list.getByRole('heading', { level: 3 }).first();
    const picked = ((await first.textContent()) ?? '').trim();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/show\/[^?]+\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: picked })).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('cookie consent', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });
  const stored = (page: Page) => page.evaluate(() => localStorage.getItem('cookie-consent'));

  // No withConsent here: each case starts from a fresh browser context with nothing stored.
  test('Essential Only stores the essential category alone and hides the banner for good', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Essential Only' }).click();
    await expect(banner(page)).toBeHidden();
    expect(JSON.parse((await stored(page)) ?? 'null')).toEqual({ essential: true, analytics: false, advertising: false });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('Save Preferences stores the ticked categories', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('checkbox', { name: 'Analytics' }).check();
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner(page)).toBeHidden();
    expect(JSON.parse((await stored(page)) ?? 'null')).toEqual({ essential: true, analytics: true, advertising: false });
  });

  test('close stores nothing: the banner is back on the next visit', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toBeNull();
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  for (const invalid of ['yes please', '{"essential":true}', '{"essential":false,"analytics":true,"advertising":true}', '[]']) {
    test(`an invalid stored value (${invalid}) shows the banner again`, async ({ page }) => {
      await page.addInitScript((value) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('cookie-consent', value);
          sessionStorage.setItem('seeded', '1');
        }
      }, invalid);
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole('button', { name: 'Accept All' }).click();
      await expect(banner(page)).toBeHidden();
      expect(JSON.parse((await stored(page)) ?? 'null')).toEqual({ essential: true, analytics: true, advertising: true });
    });
  }
});

import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_PLATFORMS,
  AFFILIATE_REF,
  cardLink,
  hasCommission,
  matchPlatform,
  platformLink,
  safeHttpUrl,
  watchLabel,
  webSearchUrl,
} from './affiliate';
import { makeRec } from './testFixtures';

const searchQuery = (url: string) => new URL(url).searchParams.get('q');

describe('affiliate table', () => {
  it('lists the eight banner platforms once each', () => {
    const names = AFFILIATE_PLATFORMS.map((p) => p.name);
    expect(names).toEqual([
      'Netflix', 'Prime Video', 'Disney+', 'Max', 'Hulu', 'Apple TV+', 'Paramount+', 'Peacock',
    ]);
  });

  it('carries the spec commissions and cookie durations', () => {
    const byName = (n: string) => AFFILIATE_PLATFORMS.find((p) => p.name === n)?.commission;
    expect(byName('Hulu')).toEqual({ freeTrial: '$1.60', paidSubscription: '$9.60', cookieDuration: '14 days' });
    expect(byName('Disney+')?.paidSubscription).toBe('$11.00');
    expect(byName('Disney+')?.cookieDuration).toBe('30 days');
    expect(byName('Prime Video')?.paidSubscription).toBe('$3.00');
    expect(byName('Prime Video')?.cookieDuration).toBe('24 hours');
    expect(byName('Max')?.paidSubscription).toBe('per subscriber');
    expect(byName('Apple TV+')?.cookieDuration).toBe('24 hours');
    expect(byName('Paramount+')?.paidSubscription).toBe('variable');
    expect(byName('Peacock')?.cookieDuration).toBe('30 days');
    expect(byName('Netflix')).toBeNull();
  });

  it('uses https sign-up URLs and a ref parameter only where a programme exists', () => {
    for (const p of AFFILIATE_PLATFORMS) {
      expect(new URL(p.signupUrl).protocol).toBe('https:');
      if (p.commission) expect(p.affiliateParams).toEqual({ ref: AFFILIATE_REF });
      else expect(p.affiliateParams).toEqual({});
    }
  });
});

describe('matchPlatform', () => {
  it.each([
    ['Netflix', 'Netflix'],
    ['amazon', 'Prime Video'],
    ['Amazon Prime Video', 'Prime Video'],
    ['prime', 'Prime Video'],
    ['HBO', 'Max'],
    ['HBO Max', 'Max'],
    ['max', 'Max'],
    ['Disney Plus', 'Disney+'],
    ['disney+', 'Disney+'],
    ['hulu', 'Hulu'],
    ['Apple TV', 'Apple TV+'],
    ['Paramount+ with Showtime', 'Paramount+'],
    ['Peacock Premium', 'Peacock'],
  ])('maps %s to %s', (input, expected) => {
    expect(matchPlatform(input)?.name).toBe(expected);
  });

  it('returns null for unknown, blank or missing platforms', () => {
    expect(matchPlatform('Crunchyroll')).toBeNull();
    expect(matchPlatform('Cinemax')).toBeNull();
    expect(matchPlatform('  ')).toBeNull();
    expect(matchPlatform(null)).toBeNull();
    expect(matchPlatform(undefined)).toBeNull();
  });
});

describe('platformLink', () => {
  it('adds the ref parameter to a platform with a programme', () => {
    const url = new URL(platformLink('Hulu'));
    expect(url.origin + url.pathname).toBe('https://www.hulu.com/start');
    expect(url.searchParams.get('ref')).toBe(AFFILIATE_REF);
  });

  it('matches loosely', () => {
    expect(new URL(platformLink('amazon')).hostname).toBe('www.primevideo.com');
    expect(new URL(platformLink('HBO')).hostname).toBe('www.max.com');
  });

  it('links Netflix without affiliate parameters', () => {
    expect(platformLink('Netflix')).toBe('https://www.netflix.com/signup');
  });

  it("gives a web search for '{platform} sign up' for an unknown platform", () => {
    expect(searchQuery(platformLink(' Crunchyroll '))).toBe('Crunchyroll sign up');
  });
});

describe('safeHttpUrl', () => {
  it('accepts absolute http and https URLs', () => {
    expect(safeHttpUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
  });

  it('rejects other schemes, relative paths, blanks and non-strings', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('/relative')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl(7)).toBeNull();
  });
});

describe('cardLink', () => {
  it('prefers the recommendation affiliate_link', () => {
    const rec = makeRec({ affiliate_link: 'https://aff.example/x', official_site: 'https://dark.example' });
    expect(cardLink(rec)).toBe('https://aff.example/x');
  });

  it('then uses the platform link', () => {
    const rec = makeRec({ streaming_platform: 'Hulu', official_site: 'https://dark.example' });
    expect(cardLink(rec)).toBe(platformLink('Hulu'));
  });

  it('skips an unsafe affiliate_link', () => {
    const rec = makeRec({ affiliate_link: 'javascript:alert(1)', streaming_platform: 'Peacock' });
    expect(cardLink(rec)).toBe(platformLink('Peacock'));
  });

  it('then uses official_site when the platform is unknown', () => {
    const rec = makeRec({ streaming_platform: 'Crunchyroll', official_site: 'https://dark.example/' });
    expect(cardLink(rec)).toBe('https://dark.example/');
  });

  it("finally searches for '{show} watch online'", () => {
    const rec = makeRec({ title: 'Dark', streaming_platform: 'Crunchyroll', official_site: null });
    expect(searchQuery(cardLink(rec))).toBe('Dark watch online');
    const byShowName = makeRec({ title: '', show_name: 'Severance', streaming_platform: '' });
    expect(searchQuery(cardLink(byShowName))).toBe('Severance watch online');
  });
});

describe('watchLabel and hasCommission', () => {
  it("says 'Watch Now' for platforms with a commission", () => {
    for (const p of ['Hulu', 'Disney+', 'amazon', 'HBO', 'Apple TV+', 'Paramount+', 'Peacock']) {
      expect(watchLabel(p)).toBe('Watch Now');
      expect(hasCommission(p)).toBe(true);
    }
  });

  it("says 'Find to Watch' for Netflix and unknown platforms", () => {
    expect(watchLabel('Netflix')).toBe('Find to Watch');
    expect(watchLabel('Crunchyroll')).toBe('Find to Watch');
    expect(watchLabel(undefined)).toBe('Find to Watch');
    expect(hasCommission('Netflix')).toBe(false);
  });
});

describe('webSearchUrl', () => {
  it('encodes the query', () => {
    expect(webSearchUrl('Mr. Robot & co')).toBe('https://www.google.com/search?q=Mr.%20Robot%20%26%20co');
  });
});

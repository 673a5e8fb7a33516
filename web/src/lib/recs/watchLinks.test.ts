import { describe, expect, it } from 'vitest';
import { makeRec } from './testFixtures';
import { cardWatchLink, safeHttpUrl, showWatchOptions, watchOnlineSearchUrl } from './watchLinks';

describe('safeHttpUrl', () => {
  it('keeps absolute http(s) URLs and rejects everything else', () => {
    expect(safeHttpUrl(' https://a.example/x ')).toBe('https://a.example/x');
    expect(safeHttpUrl('http://a.example/')).toBe('http://a.example/');
    for (const bad of ['javascript:alert(1)', '/relative', '', '   ', null, 42, undefined]) {
      expect(safeHttpUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe('watchOnlineSearchUrl', () => {
  it("searches for '{show} watch online', encoded", () => {
    expect(watchOnlineSearchUrl('Mr. Robot & co')).toBe('https://www.google.com/search?q=Mr.%20Robot%20%26%20co%20watch%20online');
  });
});

describe('cardWatchLink (spec §9 order)', () => {
  it("prefers the server's affiliate link and labels it 'Watch Now'", () => {
    const rec = makeRec({ affiliate_link: 'https://hulu.example/s?q=Dark&ref=b', official_site: 'https://hulu.example/s' });
    expect(cardWatchLink(rec)).toEqual({ href: 'https://hulu.example/s?q=Dark&ref=b', label: 'Watch Now', hasAffiliateLink: true });
  });

  it("falls back to the official site, labelled 'Find to Watch'", () => {
    const rec = makeRec({ affiliate_link: null, official_site: 'https://netflix.example/s?q=Dark' });
    expect(cardWatchLink(rec)).toEqual({ href: 'https://netflix.example/s?q=Dark', label: 'Find to Watch', hasAffiliateLink: false });
  });

  it('ignores unsafe links and ends with a web search for the title, or the show name', () => {
    const rec = makeRec({ affiliate_link: 'javascript:alert(1)', official_site: 'not a url' });
    expect(cardWatchLink(rec).href).toBe(watchOnlineSearchUrl('Dark'));
    expect(cardWatchLink(rec).label).toBe('Find to Watch');
    expect(cardWatchLink({ ...rec, title: '', show_name: 'Lost' }).href).toBe(watchOnlineSearchUrl('Lost'));
  });
});

describe('showWatchOptions', () => {
  const show = {
    show_name: 'Dark',
    streaming_platforms: ['Netflix', 'Max'],
    official_site: 'https://netflix.example/s?q=Dark',
  };

  it("renders the server's links: affiliate link with a badge where there is one, else the platform page", () => {
    const options = showWatchOptions({
      ...show,
      watch_links: [
        { platform: 'Netflix', url: 'https://netflix.example/s?q=Dark', affiliate_link: null },
        { platform: 'Max', url: 'https://max.example/s?q=Dark', affiliate_link: 'https://max.example/s?q=Dark&ref=b' },
        { platform: 'Max', url: 'https://max.example/again', affiliate_link: null },
      ],
    });
    expect(options).toEqual([
      { platform: 'Netflix', href: 'https://netflix.example/s?q=Dark', isAffiliate: false },
      { platform: 'Max', href: 'https://max.example/s?q=Dark&ref=b', isAffiliate: true },
    ]);
  });

  it('links a row without usable links to the official site, or a web search', () => {
    const rows = [{ platform: 'Tubi', url: 'javascript:x', affiliate_link: null }];
    expect(showWatchOptions({ ...show, watch_links: rows })[0]?.href).toBe('https://netflix.example/s?q=Dark');
    expect(showWatchOptions({ ...show, official_site: null, watch_links: rows })[0]?.href).toBe(watchOnlineSearchUrl('Dark'));
  });

  it('still lists every platform, unbadged, when the server sent no watch links', () => {
    expect(showWatchOptions({ ...show, watch_links: null })).toEqual([
      { platform: 'Netflix', href: 'https://netflix.example/s?q=Dark', isAffiliate: false },
      { platform: 'Max', href: 'https://netflix.example/s?q=Dark', isAffiliate: false },
    ]);
  });
});

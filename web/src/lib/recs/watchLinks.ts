/**
 * Where the SPA's watch buttons point. The server owns the platform links (its affiliate table
 * and each platform's title search); the SPA only picks among the links it is sent, in the
 * spec's order (§9), so the two can never disagree again. No platform URL is written here.
 */
import type { Recommendation, ShowDetail, ShowWatchLink } from './types';

/**
 * The value as an absolute http(s) URL, or null. Links come from server data, and a
 * `javascript:` or relative value must never become an href.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim().length === 0) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The spec's last resort: a web search for '{show} watch online'. */
export function watchOnlineSearchUrl(showName: string): string {
  return `https://www.google.com/search?q=${encodeURIComponent(`${showName.trim()} watch online`)}`;
}

export type WatchLabel = 'Watch Now' | 'Find to Watch';

export interface CardWatchLink {
  href: string;
  /** 'Watch Now' when the platform pays a commission, which is when the server sent an affiliate link. */
  label: WatchLabel;
  hasAffiliateLink: boolean;
}

/**
 * The card's link (spec §9): the server's affiliate_link (the title on its platform with the
 * partner parameters), then its official_site (the same page without them, for platforms with no
 * programme), then a web search. The spec's "platform link" step is the server's affiliate_link:
 * the server knows the platforms, the SPA does not.
 */
export function cardWatchLink(
  rec: Pick<Recommendation, 'affiliate_link' | 'official_site' | 'title' | 'show_name'>,
): CardWatchLink {
  const affiliate = safeHttpUrl(rec.affiliate_link);
  const href = affiliate ?? safeHttpUrl(rec.official_site) ?? watchOnlineSearchUrl(rec.title || rec.show_name);
  return { href, label: affiliate ? 'Watch Now' : 'Find to Watch', hasAffiliateLink: affiliate !== null };
}

/** One "Where to Watch" row of the show page. */
export interface WatchOption {
  platform: string;
  href: string;
  /** The row gets the 'Affiliate Link' badge, and its link earns the operator a commission. */
  isAffiliate: boolean;
}

/**
 * The show page's rows from the server's watch_links: the title's page with the partner parameters
 * where the platform has a programme, else the platform's page for the title. A server that sends no watch_links still gets
 * one row per platform, linked to the show's official site or a web search.
 */
export function showWatchOptions(
  show: Pick<ShowDetail, 'show_name' | 'watch_links' | 'streaming_platforms' | 'official_site'>,
): WatchOption[] {
  const fallback = safeHttpUrl(show.official_site) ?? watchOnlineSearchUrl(show.show_name);
  const rows =
    show.watch_links ?? show.streaming_platforms.map((platform) => ({ platform, url: null, affiliate_link: null }));
  const seen = new Set<string>();
  return rows.flatMap((link) => {
    if (seen.has(link.platform)) return [];
    seen.add(link.platform);
    const affiliate = safeHttpUrl(link.affiliate_link);
    return [{ platform: link.platform, href: affiliate ?? safeHttpUrl(link.url) ?? fallback, isAffiliate: affiliate !== null }];
  });
}

/** The server's watch links as sent, or null when it sent none; a link without a platform name is dropped. */
export function readWatchLinks(value: unknown): ShowWatchLink[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((link: unknown) => {
    if (typeof link !== 'object' || link === null) return [];
    const { platform, url, affiliate_link } = link as Record<string, unknown>;
    const name = typeof platform === 'string' ? platform.trim() : '';
    return name.length > 0 ? [{ platform: name, url: optionalText(url), affiliate_link: optionalText(affiliate_link) }] : [];
  });
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;
}

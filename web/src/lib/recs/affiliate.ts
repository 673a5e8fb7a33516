/**
 * Affiliate programmes of the streaming services and the links built from them (spec §3, §9).
 */
import type { Recommendation } from './types';

export type PlatformName =
  | 'Netflix'
  | 'Prime Video'
  | 'Disney+'
  | 'Max'
  | 'Hulu'
  | 'Apple TV+'
  | 'Paramount+'
  | 'Peacock';

/** Commission terms as the spec's affiliate table states them (free text: some are "variable"). */
export interface AffiliateCommission {
  /** Paid when a referred visitor starts a free trial; null where the programme pays none. */
  freeTrial: string | null;
  /** Paid when a referred visitor subscribes. */
  paidSubscription: string;
  /** How long the referral cookie lasts. */
  cookieDuration: string;
}

/** One row of the affiliate table (spec §3 "Affiliate platform entry"). */
export interface AffiliatePlatform {
  name: PlatformName;
  /** The service's public sign-up page, without affiliate parameters. */
  signupUrl: string;
  /** Query parameters appended to `signupUrl`; empty where no programme exists. */
  affiliateParams: Readonly<Record<string, string>>;
  /** Null when the service runs no affiliate programme (Netflix). */
  commission: AffiliateCommission | null;
  /**
   * The network that runs the programme. Null for Netflix (no programme) and where the operator
   * has not chosen the network yet: the spec does not name any.
   */
  network: string | null;
}

/**
 * Placeholder partner id sent as `ref`. The real ids are issued when the operator joins each
 * programme; until then every programme carries this one so clicks are at least attributable.
 */
export const AFFILIATE_REF = 'bingeable';

const REF = { ref: AFFILIATE_REF } as const;

/** Spec §9's table, in the banner's order. */
export const AFFILIATE_PLATFORMS: readonly AffiliatePlatform[] = [
  {
    name: 'Netflix',
    signupUrl: 'https://www.netflix.com/signup',
    affiliateParams: {},
    commission: null,
    network: null,
  },
  {
    name: 'Prime Video',
    signupUrl: 'https://www.primevideo.com',
    affiliateParams: REF,
    commission: { freeTrial: null, paidSubscription: '$3.00', cookieDuration: '24 hours' },
    network: 'Amazon Associates',
  },
  {
    name: 'Disney+',
    signupUrl: 'https://www.disneyplus.com/sign-up',
    affiliateParams: REF,
    commission: { freeTrial: null, paidSubscription: '$11.00', cookieDuration: '30 days' },
    network: null,
  },
  {
    name: 'Max',
    signupUrl: 'https://www.max.com',
    affiliateParams: REF,
    commission: { freeTrial: null, paidSubscription: 'per subscriber', cookieDuration: '30 days' },
    network: null,
  },
  {
    name: 'Hulu',
    signupUrl: 'https://www.hulu.com/start',
    affiliateParams: REF,
    commission: { freeTrial: '$1.60', paidSubscription: '$9.60', cookieDuration: '14 days' },
    network: null,
  },
  {
    name: 'Apple TV+',
    signupUrl: 'https://tv.apple.com',
    affiliateParams: REF,
    commission: { freeTrial: null, paidSubscription: 'variable', cookieDuration: '24 hours' },
    network: 'Apple Services Performance Partners',
  },
  {
    name: 'Paramount+',
    signupUrl: 'https://www.paramountplus.com',
    affiliateParams: REF,
    commission: { freeTrial: null, paidSubscription: 'variable', cookieDuration: '30 days' },
    network: null,
  },
  {
    name: 'Peacock',
    signupUrl: 'https://www.peacocktv.com',
    affiliateParams: REF,
    commission: { freeTrial: null, paidSubscription: 'variable', cookieDuration: '30 days' },
    network: null,
  },
];

/**
 * Loose platform matching (spec §9): "amazon"/"prime" → Prime Video, "hbo"/"max" → Max, and
 * each other service by its distinctive word. Mirrors `Platform::parse_loose` in the catalog
 * crate so the server and the SPA agree. "max" counts only at the start so "Cinemax" stays unknown.
 */
export function matchPlatform(platform: string | null | undefined): AffiliatePlatform | null {
  if (typeof platform !== 'string') return null;
  const n = platform.toLowerCase().replace(/[^\p{L}\p{N}+]/gu, '');
  if (n.length === 0) return null;
  const name: PlatformName | null = n.includes('netflix')
    ? 'Netflix'
    : n.includes('amazon') || n.includes('prime')
      ? 'Prime Video'
      : n.includes('disney')
        ? 'Disney+'
        : n.includes('hbo') || n.startsWith('max')
          ? 'Max'
          : n.includes('hulu')
            ? 'Hulu'
            : n.includes('apple')
              ? 'Apple TV+'
              : n.includes('paramount')
                ? 'Paramount+'
                : n.includes('peacock')
                  ? 'Peacock'
                  : null;
  return AFFILIATE_PLATFORMS.find((p) => p.name === name) ?? null;
}

/** True when the platform's programme pays a commission (decides the card's button text). */
export function hasCommission(platform: string | null | undefined): boolean {
  return matchPlatform(platform)?.commission != null;
}

/** A web search URL for `query`. */
export function webSearchUrl(query: string): string {
  return `https://www.google.com/search?q=${encodeURIComponent(query)}`;
}

/**
 * Where to send a visitor for a platform: its sign-up page with the affiliate parameters, or,
 * for a platform outside the table, a web search for '{platform} sign up'.
 */
export function platformLink(platform: string): string {
  const entry = matchPlatform(platform);
  if (!entry) return webSearchUrl(`${platform.trim()} sign up`);
  const url = new URL(entry.signupUrl);
  for (const [key, value] of Object.entries(entry.affiliateParams)) {
    url.searchParams.set(key, value);
  }
  return url.toString();
}

/**
 * The value as an absolute http(s) URL, or null. Links come from server data, and a
 * `javascript:` or relative value must never become a card's href.
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

/**
 * The card's watch link (spec §9 order): the recommendation's own affiliate_link, then the
 * platform link, then official_site, then a web search for '{show} watch online'.
 * Only a platform from the table yields a platform link here: for an unknown one a search for
 * '{platform} sign up' would shadow the title's official site, which is the better target.
 */
export function cardLink(
  rec: Pick<Recommendation, 'affiliate_link' | 'streaming_platform' | 'official_site' | 'title' | 'show_name'>,
): string {
  const affiliate = safeHttpUrl(rec.affiliate_link);
  if (affiliate) return affiliate;
  if (matchPlatform(rec.streaming_platform)) return platformLink(rec.streaming_platform);
  const official = safeHttpUrl(rec.official_site);
  if (official) return official;
  return webSearchUrl(`${showName(rec)} watch online`);
}

function showName(rec: Pick<Recommendation, 'title' | 'show_name'>): string {
  const pick = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return pick(rec.title) || pick(rec.show_name);
}

/** The card button text: 'Watch Now' when the platform pays a commission, else 'Find to Watch'. */
export function watchLabel(platform: string | null | undefined): 'Watch Now' | 'Find to Watch' {
  return hasCommission(platform) ? 'Watch Now' : 'Find to Watch';
}

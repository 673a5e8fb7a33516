/** The Where to Watch rows of a show page, built with the shared affiliate rules (spec §2, §9). */
import { hasCommission, matchPlatform, platformLink, safeHttpUrl, type ShowDetail } from '@/lib/recs';

export interface WatchOption {
  /** The platform as the catalog names it. */
  platform: string;
  href: string;
  /** True when the platform runs an affiliate programme: the row gets the 'Affiliate Link' badge. */
  isAffiliate: boolean;
}

/**
 * One row per platform (repeats of the same service, e.g. "HBO Max" and "Max", are dropped).
 * A platform with a programme links to its affiliate sign-up page. One without (Netflix) links
 * to the title's official page when that page belongs to the title's first platform (that is
 * what the server builds it for), and to the platform's own page otherwise.
 */
export function watchOptions(show: Pick<ShowDetail, 'streaming_platforms' | 'official_site'>): WatchOption[] {
  const seen = new Set<string>();
  const official = safeHttpUrl(show.official_site);
  const options: WatchOption[] = [];
  show.streaming_platforms.forEach((platform, index) => {
    const key = matchPlatform(platform)?.name ?? platform.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    const isAffiliate = hasCommission(platform);
    const href = !isAffiliate && index === 0 && official ? official : platformLink(platform);
    options.push({ platform, href, isAffiliate });
  });
  return options;
}

import { cardWatchLink, type ContentType, type Recommendation } from '@/lib/recs';
import { track } from '@/lib/analytics';
import { trackInteraction } from '@/lib/monitoring';

interface WatchLinkProps {
  rec: Recommendation;
  contentType: ContentType;
  /** The title shown on the card, for the accessible name. */
  title: string;
}

/**
 * 'Watch Now' / 'Find to Watch' to the link the server chose (spec §9). It opens a new tab without
 * giving the other site a handle on ours, and reports the click because affiliate clicks are
 * what the operator is paid for (spec §7).
 */
export function WatchLink({ rec, contentType, title }: WatchLinkProps) {
  const { href, label, hasAffiliateLink } = cardWatchLink(rec);
  return (
    <a
      className="button button--primary rec-card__watch"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label}: ${title} (opens in a new tab)`}
      onClick={() => {
        track('affiliate_click', {
          show_name: title,
          platform: rec.streaming_platform,
          content_type: contentType,
          button_label: label,
          has_affiliate_link: hasAffiliateLink,
        });
        trackInteraction({ element: 'watch_link', action: 'click', target: rec.streaming_platform, value: title });
      }}
    >
      {label}
    </a>
  );
}

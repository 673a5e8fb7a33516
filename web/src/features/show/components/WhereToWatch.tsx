import { track } from '@/lib/analytics';
import { showWatchOptions, type ShowDetail } from '@/lib/recs';

/** One row per platform: its name, the 'Affiliate Link' badge, and a new-tab watch link. */
export function WhereToWatch({
  show,
}: {
  show: Pick<ShowDetail, 'show_name' | 'type' | 'watch_links' | 'streaming_platforms' | 'official_site'>;
}) {
  const options = showWatchOptions(show);
  return (
    <section className="show-section" aria-labelledby="where-to-watch-heading">
      <h2 id="where-to-watch-heading">Where to Watch</h2>
      {options.length === 0 ? (
        <p className="muted">We don't know of a streaming service carrying {show.show_name} right now.</p>
      ) : (
        <ul className="watch-list">
          {options.map((option) => (
            <li key={option.platform} className="watch-list__item">
              <span className="watch-list__platform">{option.platform}</span>
              {option.isAffiliate ? <span className="show-badge show-badge--affiliate">Affiliate Link</span> : null}
              <a
                className="button button--primary watch-list__link"
                href={option.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() =>
                  track('affiliate_click', {
                    show_name: show.show_name,
                    platform: option.platform,
                    content_type: show.type,
                    source: 'show_page',
                    has_affiliate_link: option.isAffiliate,
                  })
                }
              >
                Watch on {option.platform}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

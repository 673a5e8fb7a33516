import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a lazily loaded page to draw the anchor's target. */
const GIVE_UP_MS = 3_000;

/**
 * Scrolls to `#id` after navigation. The browser does this only on a full page load, and even then
 * too early for us: pages are lazy chunks, so the target (e.g. the home page's #faq) appears a
 * moment after the URL changes. We poll each frame until it exists, then scroll once.
 */
export function useScrollToHash(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const deadline = Date.now() + GIVE_UP_MS;
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView?.({ block: 'start' });
      } else if (Date.now() < deadline) {
        frame = requestAnimationFrame(tryScroll);
      }
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './index';

/** The longest a page view waits for the new page to set its title. */
export const PAGE_VIEW_TITLE_WAIT_MS = 1000;

/**
 * One page_view per route change (path or query, not the #hash of an in-page anchor). The SPA
 * never reloads, so the router is the only place that knows a new page is showing. Pages are
 * lazy and set their title when their chunk has loaded, so the view is recorded when the title
 * changes, after 1 s at the latest, or at once when the route changes again. A page whose chunk
 * was already loaded sets its title before this effect runs (children's effects run first): a
 * title other than the last page view's is recorded at once.
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const lastTitle = useRef<string | null>(null);
  useEffect(() => {
    const titleBefore = document.title;
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      lastTitle.current = document.title;
      trackPageView();
    };
    if (lastTitle.current !== null && titleBefore !== lastTitle.current) {
      record();
      return;
    }
    const observer = new MutationObserver(() => {
      if (document.title !== titleBefore) record();
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    const timer = window.setTimeout(record, PAGE_VIEW_TITLE_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      record();
    };
  }, [pathname, search]);
}

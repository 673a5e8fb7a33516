import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './index';

/**
 * One page_view per route change (path or query, not the #hash of an in-page anchor). The SPA
 * never reloads, so the router is the only place that knows a new page is showing.
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView();
  }, [pathname, search]);
}

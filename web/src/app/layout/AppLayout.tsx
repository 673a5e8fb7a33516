import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '@/components/Spinner';
import { Toaster } from '@/components/toast';
import { CookieBanner } from '@/components/layout/CookieBanner';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { usePageViews } from '@/lib/monitoring/usePageViews';
import { useScrollToHash } from './useScrollToHash';

/** Header, main and footer around every page (spec §2 "shared layout"). */
export function AppLayout() {
  useScrollToHash();
  usePageViews();
  return (
    <div className="app">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <Header />
      {/* In the page flow under the header, not floating: it pushes the page down instead of
          covering the primary action (a fixed box covered 'Find Recommendations' at 1280x900). */}
      <CookieBanner />
      {/* tabIndex lets the skip link move keyboard focus, not just scroll. */}
      <main id="main-content" className="main container" tabIndex={-1}>
        <Suspense fallback={<Spinner label="Loading page..." />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}

import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '@/components/errors';
import { ProtectedRoute } from '@/features/auth/components/ProtectedRoute';
import { AppLayout } from '@/app/layout/AppLayout';
import { pages as lazyPages, type Pages } from '@/app/pages';

/**
 * Both spec route tables (accounts-navigation §2, recommendation-features §2).
 * Takes the page components as a parameter so router tests can use stubs and
 * stay independent of what each page renders.
 */
export function buildRoutes(p: Pages = lazyPages): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          // Errors inside a page keep the header and footer around the error screen.
          errorElement: <RouteErrorScreen />,
          children: [
            { index: true, element: <p.home /> },
            { path: 'tv-recommendations', element: <p.tvRecommendations /> },
            { path: 'movie-recommendations', element: <p.movieRecommendations /> },
            { path: 'recommendations', element: <p.recommendations /> },
            { path: 'recommendations/:shows', element: <p.recommendations /> },
            { path: 'couple-recommendations', element: <p.couples /> },
            { path: 'mood-recommendations', element: <p.mood /> },
            { path: 'premium', element: <p.premium /> },
            { path: 'checkout/test', element: <p.testCheckout /> },
            { path: 'session-history', element: <p.sessionHistory /> },
            { path: 'show/:showName', element: <p.show /> },
            { path: 'contact-us', element: <p.contact /> },
            { path: 'about-us', element: <p.about /> },
            { path: 'privacy-policy', element: <p.privacyPolicy /> },
            { path: 'terms-of-service', element: <p.termsOfService /> },
            { path: 'affiliate-disclosure', element: <p.affiliateDisclosure /> },
            { path: 'cookie-settings', element: <p.cookieSettings /> },
            { path: 'auth', element: <p.auth /> },
            { path: 'auth/callback', element: <p.authCallback /> },
            { path: 'auth/callback-old', element: <p.authCallbackOld /> },
            { path: 'auth/test', element: <p.authTest /> },
            { path: 'email-confirmation', element: <p.emailConfirmation /> },
            { path: 'auth/verify', element: <p.emailConfirmation /> },
            { path: 'weekly-picks/unsubscribe', element: <p.weeklyPicksUnsubscribe /> },
            {
              path: 'profile',
              element: (
                <ProtectedRoute>
                  <p.profile />
                </ProtectedRoute>
              ),
            },
            {
              path: 'admin',
              element: (
                <ProtectedRoute>
                  <p.admin />
                </ProtectedRoute>
              ),
            },
            { path: '*', element: <p.notFound /> },
          ],
        },
      ],
    },
  ];
}

export const routes = buildRoutes();

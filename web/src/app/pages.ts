import { lazy, type ComponentType } from 'react';

/*
 * Every page is its own chunk (React.lazy), so the JavaScript for `/` holds
 * only the shell and the home page. Pages live in features/<area>/components
 * and are filled in there without touching the router.
 */
export interface Pages {
  home: ComponentType;
  tvRecommendations: ComponentType;
  movieRecommendations: ComponentType;
  recommendations: ComponentType;
  couples: ComponentType;
  mood: ComponentType;
  premium: ComponentType;
  testCheckout: ComponentType;
  sessionHistory: ComponentType;
  show: ComponentType;
  contact: ComponentType;
  about: ComponentType;
  privacyPolicy: ComponentType;
  termsOfService: ComponentType;
  affiliateDisclosure: ComponentType;
  cookieSettings: ComponentType;
  auth: ComponentType;
  authCallback: ComponentType;
  authCallbackOld: ComponentType;
  authTest: ComponentType;
  emailConfirmation: ComponentType;
  profile: ComponentType;
  weeklyPicksUnsubscribe: ComponentType;
  admin: ComponentType;
  notFound: ComponentType;
}

export const pages: Pages = {
  home: lazy(() => import('@/features/home/components/HomePage')),
  tvRecommendations: lazy(() => import('@/features/cross-media/components/TvRecommendationsPage')),
  movieRecommendations: lazy(() => import('@/features/cross-media/components/MovieRecommendationsPage')),
  recommendations: lazy(() => import('@/features/recommendations/components/RecommendationsPage')),
  couples: lazy(() => import('@/features/couples/components/CouplesPage')),
  mood: lazy(() => import('@/features/mood/components/MoodPage')),
  premium: lazy(() => import('@/features/premium/components/PremiumPage')),
  testCheckout: lazy(() => import('@/features/premium/components/TestCheckoutPage')),
  sessionHistory: lazy(() => import('@/features/session-history/components/SessionHistoryPage')),
  show: lazy(() => import('@/features/show/components/ShowPage')),
  contact: lazy(() => import('@/features/contact/components/ContactPage')),
  about: lazy(() => import('@/features/about/components/AboutPage')),
  privacyPolicy: lazy(() => import('@/features/legal/components/PrivacyPolicyPage')),
  termsOfService: lazy(() => import('@/features/legal/components/TermsOfServicePage')),
  affiliateDisclosure: lazy(() => import('@/features/legal/components/AffiliateDisclosurePage')),
  cookieSettings: lazy(() => import('@/features/legal/components/CookieSettingsPage')),
  auth: lazy(() => import('@/features/auth/components/AuthPage')),
  authCallback: lazy(() => import('@/features/auth/components/AuthCallbackPage')),
  authCallbackOld: lazy(() => import('@/features/auth/components/AuthCallbackOldPage')),
  authTest: lazy(() => import('@/features/auth/components/AuthTestPage')),
  emailConfirmation: lazy(() => import('@/features/auth/components/EmailConfirmationPage')),
  profile: lazy(() => import('@/features/profile/components/ProfilePage')),
  weeklyPicksUnsubscribe: lazy(() => import('@/features/profile/components/UnsubscribePage')),
  admin: lazy(() => import('@/features/admin/components/AdminPage')),
  notFound: lazy(() => import('@/features/not-found/components/NotFoundPage')),
};

import { useParams } from 'react-router';
import type { Pages } from '@/app/pages';
import NotFoundPage from '@/features/not-found/components/NotFoundPage';

/** A page stand-in whose heading names the page and shows its route parameters. */
function stub(name: string) {
  return function StubPage() {
    const params = useParams();
    const shown = Object.values(params).filter(Boolean).join(' | ');
    return <h1>{shown ? `page:${name} ${shown}` : `page:${name}`}</h1>;
  };
}

/** Stubs for every page except the not-found screen, which is part of the shell. */
export const stubPages: Pages = {
  home: stub('home'),
  tvRecommendations: stub('tv-recommendations'),
  movieRecommendations: stub('movie-recommendations'),
  recommendations: stub('recommendations'),
  couples: stub('couples'),
  mood: stub('mood'),
  premium: stub('premium'),
  testCheckout: stub('test-checkout'),
  sessionHistory: stub('session-history'),
  show: stub('show'),
  contact: stub('contact'),
  about: stub('about'),
  privacyPolicy: stub('privacy-policy'),
  termsOfService: stub('terms-of-service'),
  affiliateDisclosure: stub('affiliate-disclosure'),
  cookieSettings: stub('cookie-settings'),
  auth: stub('auth'),
  authCallback: stub('auth-callback'),
  authCallbackOld: stub('auth-callback-old'),
  authTest: stub('auth-test'),
  emailConfirmation: stub('email-confirmation'),
  profile: stub('profile'),
  weeklyPicksUnsubscribe: stub('weekly-picks-unsubscribe'),
  admin: stub('admin'),
  notFound: NotFoundPage,
};

import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { Faq } from './Faq';
import { HomeForm } from './HomeForm';
import { HowItWorks } from './HowItWorks';
import { PlatformBanner } from './PlatformBanner';
import '@/components/title-form/titleForm.css';
import '../home.css';

/** Home (/): the recommendation form, the platform banner, 'How it works' (spec §2) and the FAQ. */
export default function HomePage() {
  useDocumentTitle(
    'Bingeable - Find Your Next Binge-Worthy Show',
    'Tell us the TV shows and movies you love and get personalised picks across Netflix, Prime, Disney+, Max, Hulu, Apple TV+, Paramount+ and Peacock.',
  );
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">Find Your Next Binge</h1>
        <p className="muted home-hero__intro">
          Tell us the TV shows and movies you love. We will find what to watch next, and where to stream it.
        </p>
        <HomeForm />
      </section>
      <PlatformBanner />
      <HowItWorks />
      <Faq />
    </div>
  );
}

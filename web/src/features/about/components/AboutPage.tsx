import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import './about.css';

const BENEFITS = [
  {
    icon: '⏱',
    title: 'Save Time',
    text: 'Skip the endless scrolling. Tell us a few favorites and get picks worth watching in seconds, with where to stream them.',
  },
  {
    icon: '💑',
    title: 'Perfect for Couples',
    text: 'Couple mode blends two people’s tastes and finds the shows and movies you will both enjoy, so movie night starts sooner.',
  },
  {
    icon: '🧠',
    title: 'Smart AI',
    text: 'Our engine understands why you love a title, its tone, pace and themes, across TV and film, not just its genre label.',
  },
] as const;

/** About page (/about-us): founder story, innovation, mission and three benefits (accounts-navigation §1, §2). */
export default function AboutPage() {
  useDocumentTitle(
    'About Us | Bingeable',
    'Bingeable started with a couple stuck scrolling for something to watch. Learn how our AI finds shows and movies you will love.',
  );
  return (
    <div className="about-page">
      <header className="about-page__intro">
        <h1>About Bingeable</h1>
        <p className="muted">We help you spend less time choosing and more time watching.</p>
      </header>

      <section aria-labelledby="about-story-heading">
        <h2 id="about-story-heading">Our Story</h2>
        <p>
          Bingeable began on a couch. Night after night, a couple sat down to watch something together and spent the
          evening scrolling instead: one streaming app, then another, trailers, half-read reviews, and finally giving up
          and rewatching an old favorite. Between them they paid for five services and still could not find a show.
        </p>
        <p>
          They realised the problem was not a lack of content but a lack of good guidance. Each service only recommends
          its own catalogue, and none of them knows that you loved a film as much as a series. So they built the tool they
          wanted: type what you love, and get a short list of what to watch next and where to watch it.
        </p>
      </section>

      <section aria-labelledby="about-innovation-heading">
        <h2 id="about-innovation-heading">Our Innovation</h2>
        <p>
          Bingeable looks across every major platform at once and across media: your favorite movies tell us as much about
          your taste as your favorite shows. Our recommendation engine compares what titles are actually like, their
          themes, tone and pacing, rather than only matching genres, and explains every pick. Couple mode blends two
          people’s tastes, mood mode matches how you feel tonight, and the Bingeability Score tells you whether a show is
          one to devour in a weekend or to savour weekly.
        </p>
      </section>

      <section aria-labelledby="about-mission-heading">
        <h2 id="about-mission-heading">Our Mission</h2>
        <p>
          To end the endless scroll. We want every viewer, and every couple, to find something they will love in under a
          minute, whatever services they subscribe to, and to keep Bingeable free for everyone who needs it.
        </p>
      </section>

      <section aria-labelledby="about-benefits-heading">
        <h2 id="about-benefits-heading">Why People Use Bingeable</h2>
        <ul className="about-benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="about-benefit">
              <span className="about-benefit__icon" aria-hidden="true">
                {benefit.icon}
              </span>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="button-row">
        <Link to="/" className="button button--primary">
          Get Recommendations
        </Link>
        <Link to="/contact-us" className="button">
          Contact Us
        </Link>
      </div>
    </div>
  );
}

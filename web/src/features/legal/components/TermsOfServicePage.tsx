import { Link } from 'react-router';
import { CONTACT_EMAIL } from '@/components/layout/Footer';
import { LEGAL_EFFECTIVE_DATE, LegalPage } from './LegalPage';

/** The most we owe anyone (accounts-navigation §9). */
export const LIABILITY_CAP = '$100';

/** Terms of Service (/terms-of-service), accounts-navigation §2 "Legal pages". */
export default function TermsOfServicePage() {
  return (
    <LegalPage
      heading="Terms of Service"
      updated={LEGAL_EFFECTIVE_DATE}
      description="The terms for using Bingeable's TV show and movie recommendations, accounts and Premium subscription."
    >
      <p>
        These terms govern your use of Bingeable. By using the site you agree to them; if you do not agree, please do not
        use Bingeable.
      </p>

      <h2>The Service</h2>
      <p>
        Bingeable recommends TV shows and movies and links to the streaming services that carry them. Recommendations are
        suggestions generated automatically: we do our best to keep titles, ratings and availability accurate, but
        streaming catalogues change often and we cannot guarantee that a title is available in your region or on a given
        service.
      </p>

      <h2>Accounts</h2>
      <p>
        You may use Bingeable without an account. If you create one, keep your sign-in details secret and tell us if you
        suspect someone else is using your account. You are responsible for what happens under your account. You must be at
        least 13 years old to create an account.
      </p>

      <h2>Premium Subscription</h2>
      <p>
        Premium is billed monthly in advance through our payment provider at the price shown on the{' '}
        <Link to="/premium">Premium page</Link> when you subscribe. It renews automatically until you cancel; cancelling
        stops the next renewal and you keep Premium until the end of the period you paid for. We will tell you before any
        price change takes effect.
      </p>

      <h2>Prohibited Uses</h2>
      <p>You agree not to:</p>
      <ul>
        <li>reverse engineer, decompile or try to extract the source code or models behind Bingeable;</li>
        <li>scrape, crawl or harvest content or data from Bingeable by automated means;</li>
        <li>impersonate any person or misrepresent your affiliation with anyone;</li>
        <li>use Bingeable for anything illegal or to break anyone else's rights;</li>
        <li>interfere with the service, its security or other users' use of it.</li>
      </ul>

      <h2>Third-Party Services and Affiliate Links</h2>
      <p>
        Links to streaming services take you to sites we do not control, under their own terms and prices. Some links are
        affiliate links that may earn us a commission at no extra cost to you; see our{' '}
        <Link to="/affiliate-disclosure">Affiliate Disclosure</Link>.
      </p>

      <h2>Intellectual Property</h2>
      <p>
        Bingeable's design, text and software belong to us. Show titles, posters and descriptions belong to their
        respective owners and are shown for identification only.
      </p>

      <h2>Disclaimers</h2>
      <p>
        Bingeable is provided "as is" and "as available", without warranties of any kind, including fitness for a
        particular purpose, to the extent the law allows.
      </p>

      <h2>Limitation of Liability</h2>
      <p>
        To the fullest extent permitted by law, Bingeable is not liable for indirect, incidental or consequential damages,
        and our total liability for all claims relating to the service is limited to {LIABILITY_CAP}. Nothing in these
        terms limits liability that cannot be limited by law.
      </p>

      <h2>Termination</h2>
      <p>
        You may stop using Bingeable and delete your account at any time. We may suspend or close accounts that break these
        terms.
      </p>

      <h2>Changes to These Terms</h2>
      <p>
        We may update these terms; the date above shows the latest version. Continuing to use Bingeable after a change
        means you accept the new terms.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </LegalPage>
  );
}

import { Link } from 'react-router';
import { CONTACT_EMAIL } from '@/components/layout/Footer';
import { LEGAL_EFFECTIVE_DATE, LegalPage } from './LegalPage';

/** The partners the disclosure names (accounts-navigation §2), in its order. */
export const AFFILIATE_PARTNERS = [
  'Netflix',
  'Hulu',
  'Disney+',
  'HBO Max',
  'Prime Video',
  'Paramount+',
  'Apple TV+',
] as const;

/** Affiliate Disclosure (/affiliate-disclosure): the partners and the FTC disclosure. */
export default function AffiliateDisclosurePage() {
  return (
    <LegalPage
      heading="Affiliate Disclosure"
      updated={LEGAL_EFFECTIVE_DATE}
      description="Bingeable earns commissions from some streaming service links. Read our FTC affiliate disclosure and partner list."
    >
      <p>
        Bingeable is free to use. To keep it that way, some of the links to streaming services on our site are affiliate
        links: if you sign up for a service after clicking one, we may earn a commission. You pay exactly the same price
        as you would going to the service directly.
      </p>

      <h2>FTC Disclosure</h2>
      <p>
        In accordance with the U.S. Federal Trade Commission's Guides Concerning the Use of Endorsements and Testimonials in
        Advertising (16 CFR Part 255), we disclose that Bingeable has financial relationships with some of the streaming
        services it links to. Links marked "Affiliate Link", and "Watch Now" buttons on recommendation cards, may earn us a
        commission when you subscribe.
      </p>

      <h2>Our Streaming Partners</h2>
      <p>We work with, or link to, the following services:</p>
      <ul aria-label="Streaming partners">
        {AFFILIATE_PARTNERS.map((partner) => (
          <li key={partner}>{partner}</li>
        ))}
      </ul>
      <p>
        Not every partner runs an affiliate programme: Netflix, for example, does not, and we link to it simply because
        that is where a title streams.
      </p>

      <h2>Our Recommendations Stay Independent</h2>
      <p>
        Commissions never decide what we recommend. Recommendations come from our engine comparing titles with the ones you
        love, and every title links to where it actually streams, whether or not that service pays us.
      </p>

      <h2>Questions</h2>
      <p>
        If you have questions about this disclosure, write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or
        visit our <Link to="/contact-us">contact page</Link>.
      </p>
    </LegalPage>
  );
}

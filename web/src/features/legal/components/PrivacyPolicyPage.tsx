import { Link } from 'react-router';
import { CONTACT_EMAIL } from '@/components/layout/Footer';
import { LEGAL_EFFECTIVE_DATE, LegalPage } from './LegalPage';

/** Privacy Policy (/privacy-policy), accounts-navigation §2 "Legal pages". */
export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      heading="Privacy Policy"
      updated={LEGAL_EFFECTIVE_DATE}
      description="How Bingeable collects, uses and protects your data, and your rights under GDPR and CCPA. We do not sell your data."
    >
      <p>
        Bingeable ("we", "us") recommends TV shows and movies across streaming platforms. This policy explains what
        information we collect when you use Bingeable, why we collect it, and the choices and rights you have.
      </p>

      <h2>Information We Collect</h2>
      <ul>
        <li>
          <strong>Account information</strong>: if you create an account, your e-mail address, username and the date you
          joined.
        </li>
        <li>
          <strong>Your preferences</strong>: the shows and movies you type in, your favorites, watch-later list, dislikes
          and favorite genres, so we can recommend titles and remember your lists.
        </li>
        <li>
          <strong>Usage information</strong>: pages viewed, features used, screen size, browser type, connection quality
          and error reports, used to keep the service fast and working.
        </li>
        <li>
          <strong>Session data</strong>: the recommendations shown in your current browsing session are kept in your own
          browser's session storage and deleted when you close the tab.
        </li>
        <li>
          <strong>Payment information</strong>: if you subscribe to Premium, payments are handled by our payment provider;
          we never see or store your full card details.
        </li>
      </ul>

      <h2>How We Use Your Information</h2>
      <ul>
        <li>To produce personalised recommendations and show where each title streams.</li>
        <li>To keep your account, favorites and lists, and to provide Premium features you paid for.</li>
        <li>To measure and improve performance, fix errors and prevent abuse.</li>
        <li>To show advertising during loading screens, in line with your cookie choices.</li>
      </ul>

      <h2>We Do Not Sell Your Data</h2>
      <p>
        We do not sell, rent or trade your personal information. We share it only with service providers who run parts of
        Bingeable for us (hosting, sign-in, payments, analytics), under contracts that forbid them from using it for
        anything else, or when the law requires it. When you click a "Watch" link, the streaming service learns that you
        came from Bingeable; see our <Link to="/affiliate-disclosure">Affiliate Disclosure</Link>.
      </p>

      <h2>Cookies</h2>
      <p>
        We use essential cookies to keep you signed in and remember your settings, and, only with your consent, analytics
        and advertising cookies. You can change your choice at any time in{' '}
        <Link to="/cookie-settings">Cookie Settings</Link>.
      </p>

      <h2>Your Rights Under GDPR</h2>
      <p>If you are in the European Economic Area or the United Kingdom, you have the right to:</p>
      <ul>
        <li>access the personal data we hold about you and receive a copy of it;</li>
        <li>have inaccurate data corrected, and have your data deleted;</li>
        <li>restrict or object to processing, and withdraw consent at any time;</li>
        <li>receive your data in a portable format;</li>
        <li>complain to your local data protection authority.</li>
      </ul>

      <h2>Your Rights Under CCPA</h2>
      <p>
        If you are a California resident, you have the right to know what personal information we collect, use and
        disclose, to request its deletion, to correct it, and to opt out of its sale or sharing. As we do not sell personal
        information, there is nothing to opt out of, and we will never treat you differently for exercising your rights.
      </p>

      <h2>Data Retention</h2>
      <p>
        We keep account data for as long as your account exists. When you delete your account, we delete your personal
        data within 30 days, except where we must keep records by law.
      </p>

      <h2>Security</h2>
      <p>
        Data is encrypted in transit with HTTPS, passwords are handled by our sign-in provider and never stored in plain
        text, and access to our systems is limited to the people who need it. No service is perfectly secure, so please use
        a strong, unique password.
      </p>

      <h2>Children</h2>
      <p>Bingeable is not directed at children under 13, and we do not knowingly collect their personal information.</p>

      <h2>Changes to This Policy</h2>
      <p>
        If we change this policy, we will update the date above and, for significant changes, tell signed-in users by
        e-mail or in the app.
      </p>

      <h2>Contact</h2>
      <p>
        For privacy questions or to exercise your rights, write to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or use our <Link to="/contact-us">contact form</Link>. We
        answer within 30 days.
      </p>
    </LegalPage>
  );
}

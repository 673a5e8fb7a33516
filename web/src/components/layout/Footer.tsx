import { Link } from 'react-router';

export const CONTACT_EMAIL = 'hello@bingeable.app';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/recommendations', label: 'Recommendations' },
  { to: '/couple-recommendations', label: 'Couples' },
  { to: '/contact-us', label: 'Contact Us' },
];

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/affiliate-disclosure', label: 'Affiliate Disclosure' },
];

const SOCIAL_LINKS = [
  { href: 'https://x.com/bingeableapp', label: 'X (Twitter)' },
  { href: 'https://www.instagram.com/bingeableapp', label: 'Instagram' },
  { href: 'https://www.facebook.com/bingeableapp', label: 'Facebook' },
  { href: 'https://www.tiktok.com/@bingeableapp', label: 'TikTok' },
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner container">
        {/* Target of the Quick Links' #about anchor, present on every page. */}
        <section id="about" className="footer__about" aria-labelledby="footer-about-heading">
          <h2 id="footer-about-heading" className="footer__heading">Bingeable</h2>
          <p className="muted">
            Tell us what you love and get personalised TV show and film picks across every major streaming platform.
          </p>
        </section>
        <nav aria-labelledby="footer-quick-heading">
          <h2 id="footer-quick-heading" className="footer__heading">Quick Links</h2>
          <ul className="footer__list">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href="#about">About</a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal-heading">
          <h2 id="footer-legal-heading" className="footer__heading">Legal</h2>
          <ul className="footer__list">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="footer__heading">Contact</h2>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          <ul className="footer__social" aria-label="Social media">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="footer__copyright container muted">© {new Date().getFullYear()} Bingeable. All rights reserved.</p>
    </footer>
  );
}

import { CONTACT_EMAIL } from '@/components/layout/Footer';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { ContactForm } from './ContactForm';
import './contact.css';

export const SOCIAL_HANDLE = '@bingeableapp';
const SOCIAL_URL = 'https://x.com/bingeableapp';

/** Contact screen (/contact-us), spec §2. */
export default function ContactPage() {
  useDocumentTitle(
    'Contact Us | Bingeable',
    'Questions, feedback or partnership ideas? Contact the Bingeable team. We reply within 24-48 hours.',
  );
  return (
    <div className="contact-page">
      <header>
        <h1>Contact Us</h1>
        <p className="muted">Questions, feedback or a show we should know about? We'd love to hear from you.</p>
      </header>
      <div className="contact-page__layout">
        <aside className="contact-details" aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading">Get in Touch</h2>
          <dl>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
              </dd>
            </div>
            <div>
              <dt>Social</dt>
              <dd>
                <a href={SOCIAL_URL} target="_blank" rel="noopener noreferrer">
                  {SOCIAL_HANDLE}
                  <span className="visually-hidden"> on X (opens in a new tab)</span>
                </a>
              </dd>
            </div>
            <div>
              <dt>Response time</dt>
              <dd>We usually reply within 24-48 hours.</dd>
            </div>
          </dl>
        </aside>
        <section className="contact-form-card" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send Us a Message</h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}

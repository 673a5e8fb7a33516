import { useEffect } from 'react';
import { COUPLES_FAQ } from '../messages';

const SCRIPT_ID = 'couples-faq-structured-data';

/** schema.org FAQPage for the couples questions. */
export function couplesFaqJsonLd(): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: COUPLES_FAQ.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  });
}

/** Adds the FAQ structured data to the page head while mounted (spec §2: only with results). */
export function FaqStructuredData() {
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = SCRIPT_ID;
    script.textContent = couplesFaqJsonLd();
    document.getElementById(SCRIPT_ID)?.remove();
    document.head.appendChild(script);
    return () => script.remove();
  }, []);
  return null;
}

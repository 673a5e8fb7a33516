import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import './legal.css';

/** Both policies carry this date (accounts-navigation §2, §9). */
export const LEGAL_EFFECTIVE_DATE = 'August 30, 2025';

interface LegalPageProps {
  heading: string;
  description: string;
  /** Shown as 'Last updated: ...' when given. */
  updated?: string;
  children: ReactNode;
}

/** Shared frame of the legal pages: heading, date, readable measure. */
export function LegalPage({ heading, description, updated, children }: LegalPageProps) {
  useDocumentTitle(`${heading} | Bingeable`, description);
  return (
    <article className="legal-page">
      <header>
        <h1>{heading}</h1>
        {updated ? <p className="muted">Last updated: {updated}</p> : null}
      </header>
      {children}
    </article>
  );
}

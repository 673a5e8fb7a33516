import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/**
 * Stand-in for a page that later work fills in: the right heading and title,
 * so routing and navigation are testable now.
 */
export function PagePlaceholder({ heading, title, children }: { heading: string; title?: string; children?: ReactNode }) {
  useDocumentTitle(title ?? `${heading} | Bingeable`);
  return (
    <section className="page">
      <h1>{heading}</h1>
      {children ?? <p className="muted">This page is coming soon.</p>}
    </section>
  );
}

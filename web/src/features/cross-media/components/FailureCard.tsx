import { useEffect, useRef } from 'react';
import { FAILURE_CARD_TITLE } from '../screenText';
import { UnresolvedNotice } from '@/components/recommendations/UnresolvedNotice';
import type { TypedTitles } from '@/lib/recs';

export interface FailureCardProps {
  message: string;
  typed: TypedTitles;
  onTryAgain: () => void;
}

/** 'Oops! Something went wrong' with 'Try Again', which resets the form (spec §2). */
export function FailureCard({ message, typed, onTryAgain }: FailureCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move focus here so keyboard and screen-reader users learn the request failed.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    // No role="alert": the destructive toast already announces the failure; focus lands here.
    <section className="rf-failure" aria-labelledby="rf-failure-title">
      <h2 id="rf-failure-title" ref={headingRef} tabIndex={-1}>
        {FAILURE_CARD_TITLE}
      </h2>
      <p>{message}</p>
      <UnresolvedNotice typed={typed} />
      <button type="button" className="button button--primary" onClick={onTryAgain}>
        Try Again
      </button>
    </section>
  );
}

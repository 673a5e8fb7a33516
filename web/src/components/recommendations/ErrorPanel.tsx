import { useEffect, useId, useRef } from 'react';

interface ErrorPanelProps {
  title: string;
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}

/**
 * A failed request in place of the results. It takes focus when it appears so keyboard and
 * screen-reader users learn about the failure without hunting for it.
 */
export function ErrorPanel({ title, message, onRetry, retryLabel = 'Try Again' }: ErrorPanelProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
  }, []);
  return (
    <section ref={panelRef} className="recs-error" role="alert" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="recs-error__title">
        {title}
      </h2>
      <p className="recs-error__message">{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {retryLabel}
      </button>
    </section>
  );
}

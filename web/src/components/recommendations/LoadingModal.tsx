import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '@/components/Spinner';
import { LOADING_REVEAL_DELAY_MS, useDelayedFlag } from '@/hooks/useDelayedFlag';
import './recommendations.css';

export interface LoadingModalProps {
  /** e.g. 'Finding Your Perfect TV Shows'. */
  title: string;
  /** Renders nothing when false, so screens can keep the element in their tree. */
  open?: boolean;
  /** A line under the title. */
  message?: string;
  /** Extra content, e.g. the couples screen's joke and tip. */
  children?: ReactNode;
  /** How long a request must run before the dialog shows (tests pass 0). */
  revealAfterMs?: number;
}

/**
 * The modal the forms show while a request runs longer than `revealAfterMs` (400 ms by default):
 * a quicker answer never flashes it. It has nothing to act on and cannot be
 * dismissed (the request ends it), so focus moves onto the dialog, Tab is kept there and
 * focus goes back to where it was when the dialog closes.
 */
export function LoadingModal({ title, open = true, message, children, revealAfterMs = LOADING_REVEAL_DELAY_MS }: LoadingModalProps) {
  const visible = useDelayedFlag(open, revealAfterMs);
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!visible) return;
    const previous = document.activeElement;
    dialogRef.current?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [visible]);

  if (!visible) return null;

  const keepFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') event.preventDefault();
  };

  return createPortal(
    <div className="loading-modal__backdrop">
      <div
        ref={dialogRef}
        className="loading-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        aria-busy="true"
        tabIndex={-1}
        onKeyDown={keepFocus}
      >
        <Spinner label={title} />
        <h2 id={titleId} className="loading-modal__title">
          {title}
        </h2>
        {message ? (
          <p id={messageId} className="loading-modal__message">
            {message}
          </p>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}

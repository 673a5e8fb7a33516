import { useRef, useState, type PointerEvent } from 'react';
import type { ToastItem } from './toastStore';
import { useToast } from './useToast';
import './toast.css';

/** Horizontal drag distance (px) past which a toast is dismissed (spec §9). */
export const SWIPE_THRESHOLD_PX = 50;

export function Toaster() {
  const { toasts, dismiss } = useToast();
  const visible = toasts.filter((t) => t.open);
  return (
    <section className="toaster" aria-label="Notifications">
      <ol className="toaster__list">
        {visible.map((t) => (
          <Toast key={t.id} item={t} onDismiss={() => dismiss(t.id)} />
        ))}
      </ol>
    </section>
  );
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const { offset, handlers } = useSwipeToDismiss(onDismiss);
  const destructive = item.variant === 'destructive';
  return (
    <li
      className={`toast${destructive ? ' toast--destructive' : ''}`}
      data-testid="toast"
      style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6) } : undefined}
      {...handlers}
    >
      {/* The live role sits inside the <li>: on the <li> itself it would hide the list item from
          assistive tech (axe "list"). Errors interrupt screen readers; the rest waits its turn. */}
      <div
        className="toast__body"
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        {item.title ? <div className="toast__title">{item.title}</div> : null}
        {item.description ? <div className="toast__description">{item.description}</div> : null}
      </div>
      {item.action}
      <button type="button" className="toast__close" aria-label="Close notification" onClick={onDismiss}>
        ×
      </button>
    </li>
  );
}

function useSwipeToDismiss(onDismiss: () => void) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    setOffset(0);
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) onDismiss();
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLLIElement>) => {
        // Let clicks on the buttons inside behave as clicks.
        if ((event.target as HTMLElement).closest('button, a')) return;
        startX.current = event.clientX;
      },
      onPointerMove: (event: PointerEvent<HTMLLIElement>) => {
        if (startX.current !== null) setOffset(event.clientX - startX.current);
      },
      onPointerUp: end,
      onPointerCancel: () => {
        startX.current = null;
        setOffset(0);
      },
    },
  };
}

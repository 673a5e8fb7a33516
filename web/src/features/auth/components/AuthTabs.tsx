import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type AuthTab = 'login' | 'register';

const TABS: readonly { id: AuthTab; label: string }[] = [
  { id: 'login', label: 'Login' },
  { id: 'register', label: 'Register' },
];

/** The Login / Register tabs (WAI-ARIA tabs: arrow keys move between them). */
export function AuthTabs({ tab, onChange, children }: { tab: AuthTab; onChange: (tab: AuthTab) => void; children: ReactNode }) {
  const baseId = useId();
  const refs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: AuthTab = tab === 'login' ? 'register' : 'login';
    onChange(next);
    refs.current[next]?.focus();
  };

  return (
    <>
      <div className="auth-tabs" role="tablist" aria-label="Sign in or register" onKeyDown={onKeyDown}>
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${id}-tab`}
            aria-selected={tab === id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === id ? 0 : -1}
            className={`auth-tabs__tab${tab === id ? ' auth-tabs__tab--active' : ''}`}
            onClick={() => onChange(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        {children}
      </div>
    </>
  );
}

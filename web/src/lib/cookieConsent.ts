import { useMemo, useSyncExternalStore } from 'react';
import { readItem, readJson, writeItem } from '@/lib/storage';
import { updateConsent } from '@/lib/dataLayer';

/** Spec: essential is always on; analytics and advertising are the visitor's choice. */
export interface CookieConsent {
  essential: true;
  analytics: boolean;
  advertising: boolean;
}

export const COOKIE_CONSENT_KEY = 'cookie-consent';

export function parseConsent(value: unknown): CookieConsent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { essential, analytics, advertising } = value as Record<string, unknown>;
  if (essential !== true || typeof analytics !== 'boolean' || typeof advertising !== 'boolean') {
    return null;
  }
  return { essential, analytics, advertising };
}

/** The stored consent, or null when none is stored or the stored value is invalid. */
export function readConsent(): CookieConsent | null {
  return parseConsent(readJson('local', COOKIE_CONSENT_KEY));
}

// The banner and /cookie-settings both show the choice: saving in one updates the other.
const listeners = new Set<() => void>();

/**
 * Calls `listener` after every save, in this tab or another one (the `storage` event fires only
 * in the others): a revoke in one tab stops monitoring and ads in all of them.
 */
export function subscribeConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_CONSENT_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function saveConsent(choice: { analytics: boolean; advertising: boolean }): CookieConsent {
  const consent: CookieConsent = { essential: true, ...choice };
  writeItem('local', COOKIE_CONSENT_KEY, JSON.stringify(consent));
  updateConsent(consent);
  listeners.forEach((listener) => listener());
  return consent;
}

/** The stored consent (null when none or invalid), re-rendering when it is saved. */
export function useConsent(): CookieConsent | null {
  // The raw string is the snapshot: a primitive, so an unchanged value never re-renders.
  const raw = useSyncExternalStore(subscribeConsent, () => readItem('local', COOKIE_CONSENT_KEY));
  return useMemo(() => {
    if (raw === null) return null;
    try {
      return parseConsent(JSON.parse(raw));
    } catch {
      return null;
    }
  }, [raw]);
}

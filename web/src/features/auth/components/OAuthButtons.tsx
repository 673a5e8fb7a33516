import { useState } from 'react';
import type { Provider } from '@/api/auth/types';
import { signInWithProvider } from '../api/authActions';

const PROVIDERS: readonly { id: Provider; label: string }[] = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'apple', label: 'Continue with Apple' },
];

/** Google and Apple sign-in, offered on both tabs (spec §2). */
export function OAuthButtons() {
  const [busy, setBusy] = useState(false);

  const start = async (provider: Provider) => {
    setBusy(true);
    // On success the page is about to leave for the provider, so it stays busy.
    if (!(await signInWithProvider(provider))) setBusy(false);
  };

  return (
    <div className="auth-oauth">
      <p className="auth-oauth__divider">
        <span>Or continue with</span>
      </p>
      {PROVIDERS.map((provider) => (
        <button key={provider.id} type="button" className="button auth-oauth__button" disabled={busy} onClick={() => void start(provider.id)}>
          {provider.label}
        </button>
      ))}
    </div>
  );
}

import { Spinner } from '@/components/Spinner';
import type { CallbackOutcome } from '../authCallback';
import './auth.css';

/** What both return pages show: a spinner with status text, or the failure panel (spec §2). */
export function CallbackView({ status, outcome }: { status: string; outcome: CallbackOutcome | null }) {
  if (outcome?.failed) {
    return (
      <section className="auth-status">
        <div className="auth-status__panel" role="alert">
          <h1>Authentication Failed</h1>
          <p>{outcome.message}</p>
          <p className="muted">Redirecting...</p>
        </div>
      </section>
    );
  }
  const text = outcome?.message ?? status;
  return (
    <section className="auth-status">
      <h1>Completing Sign In...</h1>
      <Spinner label={text} />
      <p aria-hidden="true">{text}</p>
    </section>
  );
}

import { useState } from 'react';
import { authClient } from '@/api/auth/authClient';
import { clearAuthStorage, readCachedProfile } from '@/api/auth/profile';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { signInWithProvider } from '../api/authActions';
import './auth.css';

interface Report {
  session: string;
  storedUser: string;
  refresh: string;
}

const NOTHING = 'none';

/** A session without its tokens: diagnostics must not put secrets on the screen. */
function describeSession(session: Awaited<ReturnType<typeof authClient.getSession>>['data']['session']): string {
  if (!session) return NOTHING;
  const expires = new Date(session.expires_at * 1000).toISOString();
  return `signed in as ${session.user?.email ?? 'unknown'} (${session.user?.id ?? '?'}), expires ${expires}`;
}

async function runChecks(): Promise<Report> {
  const { data } = await authClient.getSession();
  const cached = readCachedProfile();
  const refreshed = data.session ? await authClient.refreshSession() : null;
  // Spec §2: the diagnostic request to the auth service's user endpoint is logged only.
  const user = await authClient.getUser();
  console.info('[auth test] GET /auth/v1/user', user.error ? `failed: ${user.error.message}` : user.data.user?.id);
  return {
    session: describeSession(data.session),
    storedUser: cached ? `${cached.email} (${cached.id})${cached.username ? `, username ${cached.username}` : ''}` : NOTHING,
    refresh: !refreshed ? 'skipped: no session' : refreshed.error ? `failed: ${refreshed.error.message}` : 'ok: new tokens issued',
  };
}

/** Authentication diagnostics, a debug page (/auth/test, spec §2). */
export default function AuthTestPage() {
  useDocumentTitle('Authentication Diagnostics | Bingeable');
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      setReport(await runChecks());
    } finally {
      setBusy(false);
    }
  };

  const clearAll = async () => {
    clearAuthStorage();
    await authClient.signOut();
    setReport({ session: NOTHING, storedUser: NOTHING, refresh: 'cleared' });
  };

  return (
    <section className="page">
      <h1>Authentication Diagnostics</h1>
      <div className="button-row auth-test__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void run()}>
          Run Auth Tests
        </button>
        <button type="button" className="button" onClick={() => void signInWithProvider('google')}>
          Test Google OAuth
        </button>
        <button type="button" className="button" onClick={() => void clearAll()}>
          Clear All Auth
        </button>
      </div>
      {report ? (
        <dl className="auth-test__report" aria-live="polite">
          <dt>Session</dt>
          <dd>{report.session}</dd>
          <dt>Stored user</dt>
          <dd>{report.storedUser}</dd>
          <dt>Refresh</dt>
          <dd>{report.refresh}</dd>
        </dl>
      ) : null}
    </section>
  );
}

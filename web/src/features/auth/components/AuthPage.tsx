import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '@/api/auth/useAuth';
import { AUTH_STORAGE } from '@/api/auth/storageKeys';
import { readItem, removeItem } from '@/lib/storage';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AuthTabs, type AuthTab } from './AuthTabs';
import { BenefitsPanel } from './BenefitsPanel';
import { LoginForm } from './LoginForm';
import { OAuthButtons } from './OAuthButtons';
import { RegisterForm } from './RegisterForm';
import { ResendDialog } from './ResendDialog';
import './auth.css';

/** Spec §4: after registering, the page turns to the Login tab after this delay. */
export const SWITCH_TO_LOGIN_MS = 2_000;

/** Sign-in and registration (/auth, spec §2). */
export default function AuthPage() {
  useDocumentTitle('Sign In | Bingeable', 'Sign in or create a Bingeable account to save favorites and your watch list.');
  const { user } = useAuth();
  const navigate = useNavigate();
  const [tab, setTab] = useState<AuthTab>('login');
  const [registered, setRegistered] = useState(false);
  // The confirmation-failure screen leaves a flag asking for the resend dialog on arrival.
  const [resendOpen, setResendOpen] = useState(() => readItem('session', AUTH_STORAGE.openResendDialog) !== null);

  useEffect(() => {
    removeItem('session', AUTH_STORAGE.openResendDialog);
  }, []);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => {
      setRegistered(false);
      setTab('login');
    }, SWITCH_TO_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [registered]);

  if (user) return <Navigate to="/" replace />;

  return (
    <section className="auth-page">
      <div className="auth-page__main">
        <h1>Sign In to Bingeable</h1>
        <p className="muted">Save favorites, keep a watch list and get recommendations made for you.</p>
        <AuthTabs tab={tab} onChange={setTab}>
          {tab === 'login' ? (
            <LoginForm onSignedIn={() => navigate('/', { replace: true })} onResendClick={() => setResendOpen(true)} />
          ) : (
            <RegisterForm onRegistered={() => setRegistered(true)} />
          )}
          <OAuthButtons />
        </AuthTabs>
      </div>
      <BenefitsPanel />
      {resendOpen ? (
        <ResendDialog
          initialEmail={readItem('local', AUTH_STORAGE.pendingEmail) ?? ''}
          onClose={() => setResendOpen(false)}
        />
      ) : null}
    </section>
  );
}

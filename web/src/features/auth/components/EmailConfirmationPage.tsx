import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_STORAGE } from '@/api/auth/storageKeys';
import { Spinner } from '@/components/Spinner';
import { toast } from '@/components/toast';
import { track } from '@/lib/analytics';
import { browserLocation } from '@/lib/browserLocation';
import { removeItem, writeItem } from '@/lib/storage';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { verifyEmailOnce, type VerifyResult } from '../api/verifyEmail';
import { CONFIRMATION_TEXT } from '../messages';
import './auth.css';

/** Spec §4: after a confirmation the page goes to /auth after 5 s, or 3 s when it already was. */
export const CONFIRMED_REDIRECT_MS = 5_000;
export const ALREADY_CONFIRMED_REDIRECT_MS = 3_000;

/** E-mail confirmation (/email-confirmation and /auth/verify, spec §2 and §4). */
export default function EmailConfirmationPage() {
  useDocumentTitle('Email Confirmation | Bingeable');
  const [params] = useSearchParams();
  const tokenHash = params.get('token_hash');
  const navigate = useNavigate();
  const [result, setResult] = useState<VerifyResult | null>(null);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void verifyEmailOnce(tokenHash).then((outcome) => {
      if (!active) return;
      setResult(outcome);
      if (!outcome.ok) {
        toast(CONFIRMATION_TEXT.failedToast);
        return;
      }
      removeItem('local', AUTH_STORAGE.pendingEmail);
      track('email_confirmed', { already: outcome.alreadyConfirmed });
      toast({ title: outcome.alreadyConfirmed ? 'Already confirmed!' : 'Email confirmed!' });
      const delay = outcome.alreadyConfirmed ? ALREADY_CONFIRMED_REDIRECT_MS : CONFIRMED_REDIRECT_MS;
      timer = setTimeout(() => navigate('/auth', { replace: true }), delay);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [tokenHash, navigate]);

  if (!result) {
    return (
      <section className="auth-status">
        <h1>Confirming your email...</h1>
        <Spinner label="Confirming your email..." />
      </section>
    );
  }

  if (result.ok) {
    return (
      <section className="auth-status">
        <div className="auth-status__panel">
          <h1>{result.alreadyConfirmed ? 'Already confirmed!' : 'Email confirmed!'}</h1>
          <p>You can now sign in to your account.</p>
          <Link to="/auth" replace className="button button--primary">
            Sign In
          </Link>
        </div>
      </section>
    );
  }

  const resend = () => {
    // /auth opens its resend dialog when it finds this flag.
    writeItem('session', AUTH_STORAGE.openResendDialog, 'true');
    navigate('/auth');
  };

  return (
    <section className="auth-status">
      <div className="auth-status__panel" role="alert">
        <h1>Confirmation failed</h1>
        <p>{result.message}</p>
        <div className="button-row">
          <Link to="/auth" className="button button--primary">
            Return to Sign In
          </Link>
          <button type="button" className="button" onClick={() => browserLocation.reload()}>
            Try Again
          </button>
          <button type="button" className="button" onClick={resend}>
            Resend Confirmation Email
          </button>
        </div>
      </div>
    </section>
  );
}

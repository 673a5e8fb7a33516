import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/toast';
import { useAuth } from '@/api/auth/useAuth';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useCompleteTestCheckoutMutation } from '../api/useCompleteTestCheckoutMutation';
import { CHECKOUT_RETURN, PREMIUM_PRICE, UPGRADE_TOASTS } from '../premiumPlans';
import './premium.css';

const PAID_TIERS = ['pro', 'premium', 'ultra'] as const;
type PaidTier = (typeof PAID_TIERS)[number];

function paidTier(raw: string | null): PaidTier | undefined {
  return PAID_TIERS.find((tier) => tier === raw);
}

/**
 * The checkout page of test mode (/checkout/test?session=…&tier=…): the server sends members here
 * instead of the payment provider when no Stripe key is configured. Nothing is charged; Complete
 * applies the plan the way a paid checkout would, Cancel leaves everything as it was.
 */
export default function TestCheckoutPage() {
  useDocumentTitle('Test Checkout | Bingeable', 'Test-mode checkout: no payment is taken.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const complete = useCompleteTestCheckoutMutation();
  const session = params.get('session') ?? '';
  const tier = paidTier(params.get('tier'));
  const valid = session.startsWith('cs_test_') && tier !== undefined;
  const busy = complete.isPending || complete.isSuccess;

  const finish = () => {
    if (!user || !tier) return;
    complete.mutate(
      { userId: user.id, session, tier },
      {
        onSuccess: () => navigate(CHECKOUT_RETURN.success),
        onError: () => toast(UPGRADE_TOASTS.failed),
      },
    );
  };

  return (
    <div className="test-checkout">
      <p className="test-checkout__banner" role="note">
        TEST MODE: this is a test checkout. No payment will be taken and no card is needed.
      </p>
      <h1>Test Checkout</h1>
      {!valid ? (
        <p role="alert">
          This checkout link is not valid. <Link to="/premium">Back to the plans</Link>
        </p>
      ) : loading ? (
        <p className="muted">Checking your sign-in...</p>
      ) : !user ? (
        <p role="alert">
          Please sign in to complete the checkout. <Link to="/auth">Sign in</Link>
        </p>
      ) : (
        <section className="test-checkout__summary" aria-label="Order summary">
          <p>
            Plan: <strong>Bingeable {tier.toUpperCase()}</strong>
            {tier === 'premium' ? ` (${PREMIUM_PRICE} per month)` : null}
          </p>
          <p className="muted">Session {session}</p>
          <div className="test-checkout__actions">
            <button type="button" className="button button--primary" onClick={finish} disabled={busy} aria-busy={busy}>
              {busy ? 'Processing...' : 'Complete Test Payment'}
            </button>
            <button type="button" className="button" onClick={() => navigate(CHECKOUT_RETURN.cancelled)} disabled={busy}>
              Cancel
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

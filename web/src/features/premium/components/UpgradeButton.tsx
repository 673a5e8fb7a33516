import { toast } from '@/components/toast';
import { useAuth } from '@/api/auth/useAuth';
import { useCreateSubscriptionMutation } from '../api/useCreateSubscriptionMutation';
import { goToCheckout } from '../checkoutRedirect';
import { UPGRADE_TOASTS } from '../premiumPlans';

/**
 * 'Upgrade to Premium'. Anonymous visitors are told to sign in; a member's click shows
 * 'Processing...' until the browser leaves for the checkout page (spec §4).
 */
export function UpgradeButton() {
  const { user } = useAuth();
  const subscription = useCreateSubscriptionMutation();
  // Stays true after success too: the page is about to be replaced by the checkout.
  const processing = subscription.isPending || subscription.isSuccess;

  const upgrade = () => {
    if (!user) {
      toast(UPGRADE_TOASTS.signInRequired);
      return;
    }
    subscription.mutate(user.id, {
      onSuccess: (checkoutUrl) => goToCheckout(checkoutUrl),
      onError: () => toast(UPGRADE_TOASTS.failed),
    });
  };

  return (
    <button
      type="button"
      className="button button--primary premium-card__button"
      onClick={upgrade}
      disabled={processing}
      aria-busy={processing}
    >
      {processing ? 'Processing...' : 'Upgrade to Premium'}
    </button>
  );
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscriptionQueryKey, type PremiumStatus } from '@/api/subscription/useSubscription';

/** How often, and how many times, the plan is re-read while a paid checkout is being confirmed. */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_POLL_TRIES = 15;

export interface CurrentPlanProps {
  userId: string | undefined;
  status: PremiumStatus;
  loading: boolean;
  /** The `checkout` parameter a checkout returns with: 'success' or 'cancelled'. */
  checkout: string | null;
}

/**
 * The member's plan at the top of /premium: the active tier, or, back from a checkout, that it is
 * being confirmed (the payment provider reports a paid checkout to the server separately, so the
 * plan may change a few seconds after the browser returns) or that it was cancelled.
 */
export function CurrentPlan({ userId, status, loading, checkout }: CurrentPlanProps) {
  const queryClient = useQueryClient();
  const confirming = Boolean(userId) && checkout === 'success' && !loading && !status.isPremium;

  useEffect(() => {
    if (!confirming || !userId) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries >= CONFIRM_POLL_TRIES) clearInterval(timer);
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(userId) });
    }, CONFIRM_POLL_MS);
    return () => clearInterval(timer);
  }, [confirming, userId, queryClient]);

  if (!userId || loading) return null;
  if (status.isPremium) {
    return (
      <p className="premium-status-banner" role="status">
        Premium {status.tier.toUpperCase()} Active - Advanced dislike system enabled
      </p>
    );
  }
  if (confirming) {
    return (
      <p className="premium-status-banner premium-status-banner--note" role="status">
        Confirming your payment...
      </p>
    );
  }
  if (checkout === 'cancelled') {
    return (
      <p className="premium-status-banner premium-status-banner--note" role="status">
        Checkout cancelled. You have not been charged.
      </p>
    );
  }
  return null;
}

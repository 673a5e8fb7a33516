import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/apiRequest';
import { safeHttpUrl } from '@/lib/recs';
import { PREMIUM_PRICE_ID, PREMIUM_TIER } from '../premiumPlans';

export interface CreateSubscriptionRequest {
  userId: string;
  tier: typeof PREMIUM_TIER;
  priceId: typeof PREMIUM_PRICE_ID;
}

/**
 * POST /api/create-subscription; resolves to the checkout address to send the browser to.
 * A reply without a usable http(s) address is a failure: the browser must never be sent to
 * a `javascript:` or empty URL.
 */
export async function createSubscription(userId: string): Promise<string> {
  const body = await apiRequest<{ checkoutUrl?: unknown }>('POST', '/api/create-subscription', {
    body: { userId, tier: PREMIUM_TIER, priceId: PREMIUM_PRICE_ID } satisfies CreateSubscriptionRequest,
  });
  const url = safeHttpUrl(body?.checkoutUrl);
  if (!url) throw new Error('The server did not return a checkout address');
  return url;
}

export function useCreateSubscriptionMutation() {
  return useMutation({ mutationFn: createSubscription });
}

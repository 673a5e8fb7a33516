import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/apiRequest';
import { subscriptionQueryKey } from '@/api/subscription/useSubscription';

export interface CompleteTestCheckoutRequest {
  userId: string;
  session: string;
  tier: string;
}

/**
 * Test mode only: POST /api/test-checkout/complete, which the server applies like the payment
 * provider's "checkout completed" event. The subscription is re-fetched afterwards.
 */
export function useCompleteTestCheckoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ session, tier }: CompleteTestCheckoutRequest) =>
      apiRequest<unknown>('POST', '/api/test-checkout/complete', { body: { session, tier } }),
    onSettled: (_data, _error, { userId }) => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(userId) }),
  });
}

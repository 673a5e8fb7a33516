import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/apiRequest';
import { subscriptionQueryKey } from './useSubscription';

/** POST /api/test-premium with tier 'pro', then the subscription is re-fetched (spec §7). */
export function useEnableTestPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<unknown>('POST', '/api/test-premium', { body: { userId, tier: 'pro' } }),
    onSettled: (_data, _error, userId) => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(userId) }),
  });
}

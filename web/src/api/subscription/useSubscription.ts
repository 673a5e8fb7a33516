import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/api/auth/useAuth';
import { apiRequest } from '@/lib/apiRequest';

export type Tier = 'free' | 'pro' | 'premium' | 'ultra';

export interface PremiumStatus {
  isPremium: boolean;
  tier: Tier;
}

const FREE: PremiumStatus = { isPremium: false, tier: 'free' };
const TIERS: readonly Tier[] = ['free', 'pro', 'premium', 'ultra'];

export function subscriptionQueryKey(userId: string) {
  return ['/api/subscription', userId] as const;
}

/** Reads `{subscription: {tier, is_premium}}` (or the bare object); anything else is free. */
export function toPremiumStatus(body: unknown): PremiumStatus {
  if (typeof body !== 'object' || body === null) return FREE;
  const record = body as Record<string, unknown>;
  const sub = (typeof record.subscription === 'object' && record.subscription !== null ? record.subscription : record) as Record<string, unknown>;
  const tier = TIERS.find((t) => t === sub.tier) ?? 'free';
  // accounts-navigation §3: premium when the flag is set or the tier is a paid one.
  return { tier, isPremium: sub.is_premium === true || tier !== 'free' };
}

/**
 * GET /api/subscription/{userId}. A failure falls back to the free tier silently
 * (accounts-navigation §8). Disabled without a user.
 */
export function useSubscription(userId: string | undefined) {
  const query = useQuery({
    queryKey: subscriptionQueryKey(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: async () => {
      try {
        return toPremiumStatus(await apiRequest<unknown>('GET', `/api/subscription/${encodeURIComponent(userId ?? '')}`));
      } catch (error) {
        console.warn('Could not load subscription', error);
        return FREE;
      }
    },
  });
  return { status: query.data ?? FREE, loading: Boolean(userId) && query.isPending };
}

/**
 * The reader's plan, for what depends on it (the show page's breakdown, the loading screen's
 * ad): `loading` until both the session and the plan are known, so nothing shows the free
 * version first to a member who paid. Anonymous readers are free at once.
 */
export function useMemberPlan() {
  const auth = useAuth();
  const plan = useSubscription(auth.user?.id);
  return { userId: auth.user?.id, status: plan.status, loading: auth.loading || plan.loading };
}

import { toast } from '@/components/toast';
import { useEnableTestPremium } from '@/api/subscription/useEnableTestPremium';
import type { PremiumStatus as Status } from '@/api/subscription/useSubscription';

export interface PremiumStatusProps {
  userId: string;
  status: Status;
  loading: boolean;
}

/**
 * Signed-in users only (spec §2): premium users see which tier is active; others get the
 * 'Enable Test Premium' button.
 */
export function PremiumStatus({ userId, status, loading }: PremiumStatusProps) {
  const enable = useEnableTestPremium();
  if (loading) return null;
  if (status.isPremium) {
    return (
      <div className="premium-status">
        <p className="premium-status__active">
          Premium {status.tier.toUpperCase()} Active - Advanced dislike system enabled
        </p>
      </div>
    );
  }
  return (
    <div className="premium-status">
      <button
        type="button"
        className="button"
        disabled={enable.isPending}
        onClick={() =>
          enable.mutate(userId, {
            onError: (error) =>
              toast({ title: 'Error', description: error.message, variant: 'destructive' }),
          })
        }
      >
        Enable Test Premium
      </button>
    </div>
  );
}

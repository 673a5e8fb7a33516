import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/toast';
import { apiErrorMessage } from '@/api/recommendations/apiErrorMessage';
import { useMemberPlan } from '@/api/subscription/useSubscription';
import { useSetWeeklyPicks, useWeeklyPicksQuery } from '../api/weeklyPicks';
import { lastSent, WEEKLY_PICKS_TEXT as TEXT } from '../weeklyPicksText';

/**
 * Weekly picks by e-mail (premium) on the profile. Nothing while the session or the plan is
 * loading (a paying member never sees the upsell flash) and nothing for anonymous visitors (no
 * call either); free members get one line pointing to Premium.
 */
export function WeeklyPicksSection({ hasFavorites }: { hasFavorites: boolean }) {
  const plan = useMemberPlan();
  if (plan.loading || !plan.userId) return null;
  if (!plan.status.isPremium) {
    return (
      <p className="weekly-picks__upsell">
        <Link to="/premium">{TEXT.upsell}</Link>
      </p>
    );
  }
  return <WeeklyPicksSetting userId={plan.userId} hasFavorites={hasFavorites} />;
}

function WeeklyPicksSetting({ userId, hasFavorites }: { userId: string; hasFavorites: boolean }) {
  const ids = useId();
  const setting = useWeeklyPicksQuery(userId);
  const change = useSetWeeklyPicks(userId);
  // While a change is on its way the box shows what was asked, not what was stored. Held in
  // React state, set in the click's own handler: the mutation's pending state reaches the
  // component a tick later, and a controlled box re-rendered before then springs back.
  const [asked, setAsked] = useState<boolean | null>(null);
  const enabled = asked ?? setting.data?.enabled ?? false;

  const toggle = (on: boolean) => {
    setAsked(on);
    change.mutate(on, {
      onSuccess: (stored) => toast({ title: stored.enabled ? TEXT.turnedOn : TEXT.turnedOff }),
      onError: (error) =>
        toast({ title: 'Error', description: apiErrorMessage(error, TEXT.saveFailed), variant: 'destructive' }),
      // The cache now holds what was stored (or still the old value after a failure).
      onSettled: () => setAsked(null),
    });
  };

  const sent = lastSent(setting.data?.lastSentAt ?? null);
  return (
    <section className="profile-card weekly-picks" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{TEXT.heading}</h2>
      {setting.isError ? (
        <p className="form-error" role="alert">
          {apiErrorMessage(setting.error, TEXT.loadFailed)}{' '}
          <button type="button" className="button" onClick={() => void setting.refetch()}>
            Try Again
          </button>
        </p>
      ) : (
        <>
          <label className="weekly-picks__toggle">
            <input
              type="checkbox"
              checked={enabled}
              disabled={!setting.data || change.isPending}
              aria-describedby={`${ids}-hint`}
              onChange={(event) => toggle(event.target.checked)}
            />
            {TEXT.toggle}
          </label>
          <p className="muted" id={`${ids}-hint`}>
            {TEXT.hint}
          </p>
          {enabled && !hasFavorites ? <p className="muted">{TEXT.needsFavorites}</p> : null}
          {sent ? <p className="muted">{sent}</p> : null}
        </>
      )}
    </section>
  );
}

import { useEffect } from 'react';
import { Link } from 'react-router';
import { useMemberPlan } from '@/api/subscription/useSubscription';
import { useConsent } from '@/lib/cookieConsent';

/** Delay before the loading ad is requested (spec §9). */
export const AD_PUSH_DELAY_MS = 1500;

/**
 * The ad network's publisher id (`VITE_AD_CLIENT` at build time). None is configured today, so
 * the slot shows our own house message instead of an empty box.
 */
export const CONFIGURED_AD_CLIENT: string | undefined = (import.meta.env.VITE_AD_CLIENT as string | undefined) || undefined;

export const HOUSE_MESSAGE = {
  title: 'Bingeable Premium',
  // Only what premium unlocks today (README, "Payments"): the house ad promises nothing unbuilt.
  text: 'Hide the titles you dislike from every pick, see what makes up each show’s bingeability score, keep your couple profiles, get weekly picks by e-mail and wait without ads, for $3.99 a month.',
  link: 'See Premium',
} as const;

declare global {
  interface Window {
    /** The display-ad library's command queue; present only when its script has loaded. */
    adsbygoogle?: unknown[];
  }
}

export interface SponsoredSlotProps {
  /** Injected by tests; the build's configured ad client otherwise. */
  adClient?: string;
}

/**
 * The sponsored-content slot of the loading panel (spec §2). Advertising is the visitor's choice
 * (accounts spec "Cookie consent"): without advertising consent the slot is not rendered at all,
 * so no ad request can start. With consent it holds the network's ad, or, with no network
 * configured, the house message about Premium. Premium members wait without ads (the premium
 * plan's 'Ad-free loading screens'); while the session or the plan is still loading the slot
 * stays empty rather than flash an ad at someone who paid not to see one.
 */
export function SponsoredSlot({ adClient = CONFIGURED_AD_CLIENT }: SponsoredSlotProps) {
  const consent = useConsent();
  const plan = useMemberPlan();
  if (consent?.advertising !== true || plan.loading || plan.status.isPremium) return null;
  return (
    <aside className="sponsored-slot" aria-label="Sponsored content">
      <span className="sponsored-slot__label">Sponsored</span>
      {adClient ? <NetworkAd client={adClient} /> : <HouseMessage />}
    </aside>
  );
}

function HouseMessage() {
  return (
    <div className="sponsored-slot__house">
      <strong>{HOUSE_MESSAGE.title}</strong>
      <p>{HOUSE_MESSAGE.text}</p>
      <Link to="/premium" className="button">
        {HOUSE_MESSAGE.link}
      </Link>
    </div>
  );
}

/** The ad is requested once, 1.5 s after mount, and only if the ad library is on the page (spec §4). */
function NetworkAd({ client }: { client: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const queue = window.adsbygoogle;
      if (!Array.isArray(queue)) return;
      try {
        queue.push({});
      } catch {
        // The library throws when it cannot fill the slot (blocked, no inventory); the page
        // must keep working regardless.
      }
    }, AD_PUSH_DELAY_MS);
    // Unmounting before the delay (or a consent revoked meanwhile) cancels the request, so the
    // push happens at most once per mounted slot.
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <ins
      className="adsbygoogle sponsored-slot__ad"
      data-ad-client={client}
      data-ad-format="auto"
      data-full-width-responsive="true"
    />
  );
}

import { useEffect } from 'react';

/** Delay before the loading ad is requested (spec §9). */
export const AD_PUSH_DELAY_MS = 1500;

declare global {
  interface Window {
    /** The display-ad library's command queue; present only when its script has loaded. */
    adsbygoogle?: unknown[];
  }
}

/**
 * The sponsored-content slot of the loading panel. The ad is requested once, 1.5 s after mount,
 * and only if the ad library is on the page (spec §4); without it the labelled box stays empty,
 * so an ad blocker or missing consent costs nothing but the space.
 */
export function SponsoredSlot() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const queue = window.adsbygoogle;
      if (!Array.isArray(queue)) return;
      try {
        queue.push({});
      } catch {
        // The library throws when it cannot fill the slot (blocked, no consent); the page
        // must keep working regardless.
      }
    }, AD_PUSH_DELAY_MS);
    // Unmounting before the delay (or StrictMode's test remount) cancels the request, so the
    // push happens at most once per mounted slot.
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <aside className="sponsored-slot" aria-label="Sponsored content">
      <span className="sponsored-slot__label">Sponsored</span>
      <ins className="adsbygoogle sponsored-slot__ad" data-ad-format="auto" data-full-width-responsive="true" />
    </aside>
  );
}

import { useId } from 'react';
import { Spinner } from '@/components/Spinner';
import { LOADING_REVEAL_DELAY_MS, useDelayedFlag } from '@/hooks/useDelayedFlag';
import { GenreBlurbs, LoadingTips, TriviaFact } from './LoadingSections';
import { SponsoredSlot } from './SponsoredSlot';
import './recommendations.css';

export interface LoadingPanelProps {
  /** e.g. 'Analyzing Your Cross-Media Preferences'; defaults to the loading screen's title. */
  title?: string;
  /** A line under the title. */
  message?: string;
  /** How long it must stay mounted before it shows (tests pass 0). */
  revealAfterMs?: number;
}

/**
 * The in-page loading panel shown during the initial and the get-more wait (spec §2): spinner,
 * 'Did You Know?', popular genres, a sponsored-content slot and tips. The ad sits here because
 * loading time is what funds free use (spec §1). Screens mount it while they wait; it stays
 * empty for the first 400 ms so a quick answer goes straight from the form to the results.
 */
export function LoadingPanel({ title = 'Finding Perfect Matches...', message, revealAfterMs = LOADING_REVEAL_DELAY_MS }: LoadingPanelProps) {
  const headingId = useId();
  const visible = useDelayedFlag(true, revealAfterMs);
  if (!visible) return null;
  return (
    <section className="loading-panel" aria-labelledby={headingId} aria-busy="true">
      <Spinner label={title} />
      <h2 id={headingId} className="loading-panel__title">
        {title}
      </h2>
      {message ? <p className="loading-panel__message">{message}</p> : null}
      <div className="loading-panel__grid">
        <TriviaFact />
        <GenreBlurbs />
        <SponsoredSlot />
        <LoadingTips />
      </div>
    </section>
  );
}

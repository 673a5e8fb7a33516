import { useId } from 'react';
import { Spinner } from '@/components/Spinner';
import { GenreBlurbs, LoadingTips, TriviaFact } from './LoadingSections';
import { SponsoredSlot } from './SponsoredSlot';
import './recommendations.css';

export interface LoadingPanelProps {
  /** e.g. 'Analyzing Your Cross-Media Preferences'; defaults to the loading screen's title. */
  title?: string;
  /** A line under the title, e.g. how long the wait is expected to take. */
  message?: string;
}

/**
 * The in-page loading panel shown during the initial and the get-more wait (spec §2): spinner,
 * 'Did You Know?', popular genres, a sponsored-content slot and tips. The ad sits here because
 * loading time is what funds free use (spec §1).
 */
export function LoadingPanel({ title = 'Finding Perfect Matches...', message }: LoadingPanelProps) {
  const headingId = useId();
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

import { useId } from 'react';
import { Spinner } from '@/components/Spinner';
import { GenreBlurbs, TriviaFact } from './LoadingSections';
import './recommendations.css';

export const LOADING_SCREEN_TITLE = 'Finding Perfect Matches...';
/**
 * The spec's message without its last sentence ('This usually takes about 15-20 seconds.'): our
 * engine answers in milliseconds, and the screen shows only for an answer slower than 400 ms, so a
 * stated wait would never be true (web/README.md "Loading").
 */
export const LOADING_SCREEN_MESSAGE = "We're analyzing your favorite shows to find personalized recommendations.";

/** The full loading screen (spec §2): title, message, one trivia fact and three genre blurbs. */
export function LoadingScreen() {
  const headingId = useId();
  return (
    <section className="loading-screen" aria-labelledby={headingId} aria-busy="true">
      <Spinner label={LOADING_SCREEN_TITLE} />
      <h2 id={headingId} className="loading-screen__title">
        {LOADING_SCREEN_TITLE}
      </h2>
      <p className="loading-screen__message">{LOADING_SCREEN_MESSAGE}</p>
      <div className="loading-screen__content">
        <TriviaFact />
        <GenreBlurbs />
      </div>
    </section>
  );
}

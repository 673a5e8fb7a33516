import { useId } from 'react';
import { Spinner } from '@/components/Spinner';
import { GenreBlurbs, TriviaFact } from './LoadingSections';
import './recommendations.css';

export const LOADING_SCREEN_TITLE = 'Finding Perfect Matches...';
/** Kept word for word from the spec, although Bingeable answers well within the stated time. */
export const LOADING_SCREEN_MESSAGE =
  "We're analyzing your favorite shows to find personalized recommendations. This usually takes about 15-20 seconds.";

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

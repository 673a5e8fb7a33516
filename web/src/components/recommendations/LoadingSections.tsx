import { useId, useState } from 'react';
import { GENRE_BLURB_COUNT, GENRE_BLURBS, LOADING_TIPS, pickRandom, TV_TRIVIA } from './loadingContent';

/**
 * Building blocks of the loading panel and screen. Each random choice is made once per mount
 * (state initialiser), so re-renders while waiting do not reshuffle the text under the reader.
 */

/** 'Did You Know?' with one random TV trivia fact. */
export function TriviaFact() {
  const headingId = useId();
  const [fact] = useState(() => pickRandom(TV_TRIVIA, 1)[0] ?? '');
  return (
    <section className="loading-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="loading-section__heading">
        Did You Know?
      </h3>
      <p className="loading-section__fact" data-testid="trivia-fact">
        {fact}
      </p>
    </section>
  );
}

/** Three random genre blurbs out of the eleven genres. */
export function GenreBlurbs() {
  const headingId = useId();
  const [blurbs] = useState(() => pickRandom(GENRE_BLURBS, GENRE_BLURB_COUNT));
  return (
    <section className="loading-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="loading-section__heading">
        Popular Genres
      </h3>
      <ul className="loading-genres">
        {blurbs.map(({ genre, blurb }) => (
          <li key={genre} className="loading-genres__item" data-testid="genre-blurb">
            <strong>{genre}</strong>
            <span>{blurb}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Tips for better recommendations. */
export function LoadingTips() {
  const headingId = useId();
  return (
    <section className="loading-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="loading-section__heading">
        Tips
      </h3>
      <ul className="loading-tips">
        {LOADING_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}

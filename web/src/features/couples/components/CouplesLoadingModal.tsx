import { useState } from 'react';
import { LoadingModal } from '@/components/recommendations';
import { pickRandom } from '@/components/recommendations/loadingContent';
import { COUPLES_JOKES, COUPLES_TIPS, LOADING_FEATURES, LOADING_TITLE } from '../messages';

/** The couples-only loading dialog: a random joke and tip, and what the search does (spec §2). */
export function CouplesLoadingModal() {
  // Chosen once per opening, so the text does not change under the reader.
  const [{ joke, tip }] = useState(() => ({ joke: pickRandom(COUPLES_JOKES, 1)[0], tip: pickRandom(COUPLES_TIPS, 1)[0] }));
  return (
    <LoadingModal title={LOADING_TITLE} message="Blending both of your tastes...">
      <div className="couples-modal">
        <p className="couples-modal__joke">
          <span className="couples-modal__label">Couples joke: </span>
          {joke}
        </p>
        <p className="couples-modal__tip">
          <span className="couples-modal__label">Tip: </span>
          {tip}
        </p>
        <ul className="couples-modal__features">
          {LOADING_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
    </LoadingModal>
  );
}

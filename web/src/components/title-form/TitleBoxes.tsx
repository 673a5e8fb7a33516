import { useId } from 'react';
import { MOVIES_PLACEHOLDER, TV_PLACEHOLDER } from './formText';

export interface TitleBoxesProps {
  tvText: string;
  moviesText: string;
  onChange: (changes: { tvText?: string; moviesText?: string }) => void;
  /** The movie screen puts the movie box first (spec §2). */
  firstBox?: 'tv' | 'movies';
  disabled?: boolean;
}

const HINT = 'Separate titles with commas.';

/** The two comma-separated text areas 'TV Shows You Love' and 'Movies You Love'. */
export function TitleBoxes({ tvText, moviesText, onChange, firstBox = 'tv', disabled = false }: TitleBoxesProps) {
  const tvId = useId();
  const moviesId = useId();
  const hintId = useId();
  const tvBox = (
    <div className="rf-field" key="tv">
      <label htmlFor={tvId} className="rf-label">
        TV Shows You Love
      </label>
      <textarea
        id={tvId}
        name="tv"
        className="rf-textarea"
        rows={3}
        placeholder={TV_PLACEHOLDER}
        aria-describedby={hintId}
        value={tvText}
        disabled={disabled}
        onChange={(e) => onChange({ tvText: e.target.value })}
      />
    </div>
  );
  const moviesBox = (
    <div className="rf-field" key="movies">
      <label htmlFor={moviesId} className="rf-label">
        Movies You Love
      </label>
      <textarea
        id={moviesId}
        name="movies"
        className="rf-textarea"
        rows={3}
        placeholder={MOVIES_PLACEHOLDER}
        aria-describedby={hintId}
        value={moviesText}
        disabled={disabled}
        onChange={(e) => onChange({ moviesText: e.target.value })}
      />
    </div>
  );
  return (
    <div className="rf-boxes">
      {firstBox === 'tv' ? [tvBox, moviesBox] : [moviesBox, tvBox]}
      <p id={hintId} className="rf-hint muted">
        {HINT}
      </p>
    </div>
  );
}

import type { FormEvent, ReactNode } from 'react';
import type { CrossMediaScreenText } from '../screenText';
import type { CrossMediaController } from '../useCrossMediaRecommender';
import { SignedInOptions } from './SignedInOptions';
import { TitleBoxes } from '@/components/title-form/TitleBoxes';

export interface CrossMediaFormProps {
  text: CrossMediaScreenText;
  controller: CrossMediaController;
  signedIn: boolean;
}

/**
 * The TV / movie form. Submit uses aria-disabled rather than `disabled`: it stays focusable and
 * clickable so a blank submit can still explain itself with the 'Input Required' toast (spec §5).
 */
export function CrossMediaForm({ text, controller, signedIn }: CrossMediaFormProps): ReactNode {
  const { values, setValues, canSubmit, loading } = controller;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Blank inputs reach submit() for the toast; loading / premium-loading clicks are ignored.
    const blank = values.tvText.trim() === '' && values.moviesText.trim() === '';
    if (canSubmit || blank) controller.submit();
  };
  return (
    <form className="rf-form" onSubmit={onSubmit} noValidate aria-busy={loading}>
      <TitleBoxes
        tvText={values.tvText}
        moviesText={values.moviesText}
        firstBox={text.firstBox}
        onChange={setValues}
        disabled={loading}
      />
      {signedIn ? (
        <SignedInOptions
          values={values}
          onChange={setValues}
          addToFavoritesLabel={text.addToFavoritesLabel}
          ratingOptions={text.ratingOptions}
          disabled={loading}
        />
      ) : null}
      <button type="submit" className="button button--primary rf-submit" aria-disabled={!canSubmit}>
        {text.submitLabel}
      </button>
    </form>
  );
}

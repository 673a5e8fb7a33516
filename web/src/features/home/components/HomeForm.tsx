import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { useAuth } from '@/api/auth/useAuth';
import { Checkbox } from '@/components/title-form/Checkbox';
import { TitleBoxes } from '@/components/title-form/TitleBoxes';
import { EXCLUDE_FAVORITES_LABEL, INPUT_REQUIRED_TITLE } from '@/components/title-form/formText';
import { hasAnyTitle } from '@/lib/recs';
import { tvRecommendationsUrl } from '../tvRecommendationsUrl';

export const HOME_INPUT_REQUIRED_TEXT = 'Please enter at least some TV shows or movies you enjoy.';
export const HOME_ADD_TO_FAVORITES_LABEL = 'Add these TV shows and movies to my favorites list';

/**
 * The home form: it only collects input and hands it to /tv-recommendations, which prefills and
 * submits it. Submit is aria-disabled while both boxes are blank but stays clickable so the
 * 'Input Required' toast can say why (spec §5).
 */
export function HomeForm() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [tvText, setTvText] = useState('');
  const [moviesText, setMoviesText] = useState('');
  const [enhance, setEnhance] = useState(false);
  const [exclude, setExclude] = useState(false);
  const ready = hasAnyTitle(tvText, moviesText);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) {
      toast({ title: INPUT_REQUIRED_TITLE, description: HOME_INPUT_REQUIRED_TEXT, variant: 'destructive' });
      return;
    }
    const signedIn = Boolean(user);
    void navigate(tvRecommendationsUrl({ tvText, moviesText, enhance: signedIn && enhance, exclude: signedIn && exclude }));
  };

  return (
    <form className="rf-form home-form" onSubmit={onSubmit} noValidate aria-label="Find recommendations">
      <TitleBoxes
        tvText={tvText}
        moviesText={moviesText}
        onChange={(changes) => {
          if (changes.tvText !== undefined) setTvText(changes.tvText);
          if (changes.moviesText !== undefined) setMoviesText(changes.moviesText);
        }}
      />
      {user ? (
        <div className="rf-options">
          <Checkbox name="enhance" label={HOME_ADD_TO_FAVORITES_LABEL} checked={enhance} onChange={setEnhance} />
          <Checkbox name="exclude" label={EXCLUDE_FAVORITES_LABEL} checked={exclude} onChange={setExclude} />
        </div>
      ) : null}
      <button type="submit" className="button button--primary rf-submit" aria-disabled={!ready}>
        Find Recommendations
      </button>
    </form>
  );
}

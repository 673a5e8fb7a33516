import { useId, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import { buildCouplesRequest, couplesSubmitLabel, type CouplesForm as FormState, type CouplesRequest, type CouplesType } from '../couplesRequest';
import { INPUT_REQUIRED_TOAST } from '../messages';

interface CouplesFormProps {
  form: FormState;
  onChange: (form: FormState) => void;
  onSubmit: (request: CouplesRequest) => void;
  busy: boolean;
}

const TYPES: readonly { value: CouplesType; label: string }[] = [
  { value: 'tv', label: 'TV Show Recommendations' },
  { value: 'movies', label: 'Movie Recommendations' },
];

type TextField = 'person1Tv' | 'person1Movies' | 'person2Tv' | 'person2Movies';

const PEOPLE: readonly { name: string; tv: TextField; movies: TextField }[] = [
  { name: 'Person 1', tv: 'person1Tv', movies: 'person1Movies' },
  { name: 'Person 2', tv: 'person2Tv', movies: 'person2Movies' },
];

const PLACEHOLDERS: Record<TextField, string> = {
  person1Tv: 'e.g., The Office, Friends, Parks and Recreation',
  person1Movies: 'e.g., The Notebook, La La Land',
  person2Tv: 'e.g., Breaking Bad, Stranger Things, The Crown',
  person2Movies: 'e.g., Inception, The Dark Knight',
};

/**
 * Type choice and the two people's lists (spec §2, §5). Submit stays disabled until both people
 * have a title; a submit that gets through anyway (Enter in a field) is answered with a toast.
 */
export function CouplesForm({ form, onChange, onSubmit, busy }: CouplesFormProps) {
  const idPrefix = useId();
  const request = buildCouplesRequest(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!request) {
      toast(INPUT_REQUIRED_TOAST);
      return;
    }
    onSubmit(request);
  };

  return (
    <form className="recs-form" onSubmit={submit} noValidate>
      <fieldset className="recs-choice">
        <legend>What are you looking for?</legend>
        {TYPES.map((option) => (
          <label key={option.value} className="recs-choice__option">
            <input
              type="radio"
              name="recommendationType"
              value={option.value}
              checked={form.type === option.value}
              onChange={() => onChange({ ...form, type: option.value })}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="recs-people">
        {PEOPLE.map((person) => (
          <fieldset key={person.name} className="recs-fieldset">
            <legend>{person.name}</legend>
            {([
              [person.tv, 'TV Shows'],
              [person.movies, 'Movies'],
            ] as const).map(([field, kind]) => (
              <div key={field} className="recs-field">
                <label htmlFor={`${idPrefix}-${field}`}>{`${person.name}: ${kind} You Love`}</label>
                <textarea
                  id={`${idPrefix}-${field}`}
                  value={form[field]}
                  placeholder={PLACEHOLDERS[field]}
                  onChange={(event) => onChange({ ...form, [field]: event.target.value })}
                />
              </div>
            ))}
          </fieldset>
        ))}
      </div>
      <p className="recs-hint" id={`${idPrefix}-hint`}>
        Separate titles with commas. Each person needs at least one TV show or movie.
      </p>
      <button
        type="submit"
        className="button button--primary recs-submit"
        disabled={!request || busy}
        aria-describedby={`${idPrefix}-hint`}
      >
        {couplesSubmitLabel(form.type)}
      </button>
    </form>
  );
}

import { useId } from 'react';
import { STREAMING_SERVICES } from '@/components/title-form/platforms';
import type { RatingOption } from '../screenText';
import type { FormValues } from '../useCrossMediaRecommender';
import { Checkbox } from '@/components/title-form/Checkbox';
import { EXCLUDE_FAVORITES_LABEL } from '@/components/title-form/formText';

export const MATURITY_FILTER_LABEL = 'Maturity Rating Filter';
export const PLATFORM_PICKER_LEGEND = 'Only on my services';

export interface SignedInOptionsProps {
  values: FormValues;
  onChange: (changes: Partial<FormValues>) => void;
  addToFavoritesLabel: string;
  ratingOptions: readonly RatingOption[];
  disabled?: boolean;
}

/**
 * Controls only signed-in users get (spec §2, §6): the two favourites checkboxes, the Maturity
 * Rating Filter (sent as `maturityRating`) and the "only my services" picker (sent as `platforms`).
 */
export function SignedInOptions({ values, onChange, addToFavoritesLabel, ratingOptions, disabled = false }: SignedInOptionsProps) {
  const selectId = useId();
  const togglePlatform = (platform: string, on: boolean) => {
    const rest = values.platforms.filter((p) => p !== platform);
    onChange({ platforms: on ? [...rest, platform] : rest });
  };
  return (
    <div className="rf-options">
      <Checkbox
        name="addToFavorites"
        label={addToFavoritesLabel}
        checked={values.addToFavorites}
        disabled={disabled}
        onChange={(checked) => onChange({ addToFavorites: checked })}
      />
      <Checkbox
        name="excludeFavorites"
        label={EXCLUDE_FAVORITES_LABEL}
        checked={values.excludeFavorites}
        disabled={disabled}
        onChange={(checked) => onChange({ excludeFavorites: checked })}
      />
      <div className="rf-field">
        <label htmlFor={selectId} className="rf-label">
          {MATURITY_FILTER_LABEL}
        </label>
        <select
          id={selectId}
          name="maturityRating"
          className="rf-select"
          value={values.maturityRating}
          disabled={disabled}
          onChange={(e) => onChange({ maturityRating: e.target.value })}
        >
          {ratingOptions.map((option) => (
            <option key={option.value || 'all'} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="rf-platforms" disabled={disabled}>
        <legend className="rf-label">{PLATFORM_PICKER_LEGEND}</legend>
        <div className="rf-platforms__list">
          {STREAMING_SERVICES.map((service) => (
            <Checkbox
              key={service.value}
              label={service.label}
              checked={values.platforms.includes(service.value)}
              onChange={(checked) => togglePlatform(service.value, checked)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

import { useId } from 'react';

export interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}

/** A labelled checkbox; the whole label is the click target. */
export function Checkbox({ label, checked, onChange, disabled = false, name }: CheckboxProps) {
  const id = useId();
  return (
    <div className="rf-check">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

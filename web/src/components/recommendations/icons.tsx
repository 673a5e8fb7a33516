/** Small inline icons for the card toggles; `filled` shows the "on" state. Decorative only. */

interface IconProps {
  filled: boolean;
}

const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function HeartIcon({ filled }: IconProps) {
  return (
    <svg {...common} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.4 3.2 4.5 7 4.5c2.1 0 3.6 1.1 5 3 1.4-1.9 2.9-3 5-3 3.8 0 5.9 3.9 4.5 7.2C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

export function ClockIcon({ filled }: IconProps) {
  return (
    <svg {...common} fill="none">
      <circle cx="12" cy="12" r="9" fill={filled ? 'currentColor' : 'none'} />
      <path d="M12 7v5l3 2" stroke={filled ? 'var(--surface, #fff)' : 'currentColor'} />
    </svg>
  );
}

export function HideIcon({ filled }: IconProps) {
  return (
    <svg {...common} fill="none">
      <circle cx="12" cy="12" r="9" fill={filled ? 'currentColor' : 'none'} />
      <path d="M6 6l12 12" stroke={filled ? 'var(--surface, #fff)' : 'currentColor'} />
    </svg>
  );
}

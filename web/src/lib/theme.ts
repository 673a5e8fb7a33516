import { useCallback, useEffect, useState } from 'react';
import { readItem, writeItem } from '@/lib/storage';

export type Theme = 'dark' | 'light';
export const THEME_KEY = 'theme';

function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

/** The stored choice wins; a first visit follows the system preference. */
export function initialTheme(): Theme {
  const stored = readItem('local', THEME_KEY);
  if (isTheme(stored)) return stored;
  const prefersDark =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const [theme, setTheme] = useState<Theme>(initialTheme);

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === 'dark' ? 'light' : 'dark';
      writeItem('local', THEME_KEY, next);
      return next;
    });
  }, []);

  return { theme, toggleTheme };
}

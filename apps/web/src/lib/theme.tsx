// Light/dark theme, applied as the `dark` class on <html>. The toggle's choice is remembered in
// localStorage under "theme" and wins from then on; until it is used, the theme follows the
// system's preference (prefers-color-scheme), dark where the system states none. An inline script
// in index.html applies the same rule before React loads (no flash).
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'theme';
const LIGHT_SYSTEM = '(prefers-color-scheme: light)';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStoredTheme(): Theme | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

/** The system's light/dark preference; dark when it states none (or matchMedia is missing). */
function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(LIGHT_SYSTEM).matches
    ? 'light'
    : 'dark';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // `chosen` is the toggle's stored choice; null until it is used.
  const [chosen, setChosen] = useState<Theme | null>(readStoredTheme);
  const [system, setSystem] = useState<Theme>(systemTheme);
  const theme = chosen ?? system;

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
  }, [theme]);

  // Until a choice is stored, a change of the system's preference changes the theme too.
  useEffect(() => {
    if (chosen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(LIGHT_SYSTEM);
    const follow = () => setSystem(query.matches ? 'light' : 'dark');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [chosen]);

  const setTheme = useCallback((next: Theme) => {
    setChosen(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the theme still applies for this visit.
    }
  }, []);

  const toggleTheme = useCallback(() => {
    setTheme(theme === 'dark' ? 'light' : 'dark');
  }, [setTheme, theme]);

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}

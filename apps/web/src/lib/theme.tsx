import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';

/** daisyUI themes built into index.css; light is the default. */
export const THEMES = ['light', 'black', 'valentine', 'cyberpunk'] as const;
export type Theme = (typeof THEMES)[number];

export const DEFAULT_THEME: Theme = 'light';
export const THEME_STORAGE_KEY = 'ir-theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The remembered theme, or the default when none is stored or storage is unavailable. */
export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    // Storage can throw when the browser blocks it (privacy settings, sandboxed frames).
    return DEFAULT_THEME;
  }
}

function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Without storage the theme still applies; it is just not remembered.
  }
}

/** daisyUI reads the theme from data-theme on the root element. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

/** Dark mode toggles between light and black; an easter-egg theme counts as not dark. */
export function toggledDarkMode(current: Theme): Theme {
  return current === 'black' ? 'light' : 'black';
}

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function currentDocumentTheme(): Theme {
  const applied = document.documentElement.dataset.theme;
  return isTheme(applied) ? applied : readStoredTheme();
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // main.tsx applied the stored theme before the first render; start from what is on screen.
  const [theme, setThemeState] = useState(currentDocumentTheme);
  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    storeTheme(next);
    setThemeState(next);
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}

// The light/dark choice, remembered under the `theme-mode` key and defaulting to the system preference.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { readThemeMode, saveThemeMode, type ThemeMode } from './storage';

interface ColorModeValue {
  mode: ThemeMode;
  toggle(): void;
}

const ColorModeContext = createContext<ColorModeValue>({ mode: 'light', toggle: () => {} });

function systemMode(): ThemeMode {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function ColorModeProvider({ children }: { children: (mode: ThemeMode) => ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(() => readThemeMode() ?? systemMode());
  const value = useMemo(
    () => ({
      mode,
      toggle: () =>
        setMode((current) => {
          const next = current === 'light' ? 'dark' : 'light';
          saveThemeMode(next);
          return next;
        }),
    }),
    [mode],
  );
  return <ColorModeContext.Provider value={value}>{children(mode)}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  return useContext(ColorModeContext);
}

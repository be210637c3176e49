import { useCallback, useEffect, useState } from 'react';
import { COLOR_MODE, COLOR_MODE_STORAGE_KEY, type ColorMode, type ColorModeConfig, resolveColorMode } from '../logic/colorMode';
import { safeStorage } from '../logic/storage';

const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

/**
 * Colour mode honouring the config: with the switch enabled, toggling persists under 'theme', other tabs
 * follow through the storage event, and clearing the key falls back to the system or the default.
 */
export function useColorMode(config: ColorModeConfig = COLOR_MODE) {
  const [mode, setMode] = useState<ColorMode>(config.defaultMode);
  useEffect(() => {
    const sync = () => setMode(resolveColorMode(config, safeStorage.get(COLOR_MODE_STORAGE_KEY), systemDark()));
    sync();
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_STORAGE_KEY || event.key === null) sync();
    };
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    window.addEventListener('storage', onStorage);
    media.addEventListener('change', sync);
    return () => {
      window.removeEventListener('storage', onStorage);
      media.removeEventListener('change', sync);
    };
  }, [config]);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'dark');
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  const toggle = useCallback(() => {
    if (config.disableSwitch) return;
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    safeStorage.set(COLOR_MODE_STORAGE_KEY, next);
    setMode(next);
  }, [config.disableSwitch, mode]);
  return { mode, toggle, canSwitch: !config.disableSwitch };
}

/**
 * Replaces Rspress's useThemeState (same export name, read by its ClientApp): our colour-mode rules,
 * and no direct localStorage access that would crash when storage is blocked.
 */
export function useThemeState(): readonly [ColorMode, (value: ColorMode) => void] {
  const { mode, toggle } = useColorMode();
  const set = useCallback((value: ColorMode) => value !== mode && toggle(), [mode, toggle]);
  return [mode, set] as const;
}

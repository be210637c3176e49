export type ColorMode = 'light' | 'dark';

export interface ColorModeConfig {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

/** The site runs light only, with no switch. */
export const COLOR_MODE: ColorModeConfig = { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false };

export const COLOR_MODE_STORAGE_KEY = 'theme';

/**
 * The mode to show: the reader's stored choice when switching is allowed, else the system preference
 * when respected, else the default.
 */
export function resolveColorMode(config: ColorModeConfig, stored: string | null, systemPrefersDark: boolean): ColorMode {
  if (!config.disableSwitch && (stored === 'light' || stored === 'dark')) return stored;
  if (config.respectPrefersColorScheme) return systemPrefersDark ? 'dark' : 'light';
  return config.defaultMode;
}

import { describe, expect, it } from 'vitest';
import { COLOR_MODE, resolveColorMode } from '../../theme/logic/colorMode';

describe('resolveColorMode', () => {
  it('keeps this site light whatever is stored or preferred', () => {
    expect(resolveColorMode(COLOR_MODE, 'dark', true)).toBe('light');
  });
  it('uses the stored choice when switching is allowed', () => {
    const config = { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: true };
    expect(resolveColorMode(config, 'dark', false)).toBe('dark');
    expect(resolveColorMode(config, 'light', true)).toBe('light');
  });
  it('follows the system when cleared and respected, else the default', () => {
    expect(resolveColorMode({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true }, null, true)).toBe('dark');
    expect(resolveColorMode({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false }, null, false)).toBe('dark');
    expect(resolveColorMode({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }, 'purple', true)).toBe('light');
  });
});

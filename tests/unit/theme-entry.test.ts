import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { hintThemeBreakingChange } from '../../rspress-internals/node/dist';

describe('theme entry', () => {
  it('gives Rspress’s start-up check of theme/index.tsx nothing to warn about', async () => {
    const printed: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args) => printed.push(args.join(' '))),
    );
    await hintThemeBreakingChange(path.resolve(import.meta.dirname, '../../theme'));
    for (const spy of spies) spy.mockRestore();
    expect(printed).toEqual([]);
  });
});

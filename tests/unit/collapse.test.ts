import { describe, expect, it } from 'vitest';
import { collapseDuration } from '../../theme/hooks/useCollapse';

describe('collapseDuration', () => {
  it('grows with the height of the content', () => {
    expect(collapseDuration(100, false)).toBeLessThan(collapseDuration(1000, false));
    expect(collapseDuration(0, false)).toBe(40);
  });
  it('is 1 ms when reduced motion is preferred', () => {
    expect(collapseDuration(1000, true)).toBe(1);
  });
});

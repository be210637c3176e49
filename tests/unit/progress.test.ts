// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR } from '../../theme/logic/constants';
import { doneProgress, nextValue, startProgress } from '../../theme/logic/progress';

describe('progress bar', () => {
  afterEach(() => vi.useRealTimers());

  it('steps shrink as the bar fills, and it never reaches the end on its own', () => {
    expect(nextValue(0.08)).toBeCloseTo(0.18);
    expect(nextValue(0.3)).toBeCloseTo(0.34);
    expect(nextValue(0.9)).toBeCloseTo(0.905);
    let value: number = PROGRESS_BAR.minimum;
    for (let step = 0; step < 1000; step++) value = nextValue(value);
    expect(value).toBeGreaterThan(0.98);
    expect(value).toBeLessThan(1);
  });

  it('starts at the minimum, trickles every 800 ms, fills on done and then goes', () => {
    vi.useFakeTimers();
    startProgress();
    const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');
    expect(bar()?.style.transform).toBe('translate3d(-92%, 0, 0)');
    vi.advanceTimersByTime(PROGRESS_BAR.trickleMs);
    expect(bar()?.style.transform).toBe('translate3d(-82%, 0, 0)');
    doneProgress();
    expect(bar()?.style.transform).toBe('translate3d(0%, 0, 0)');
    vi.advanceTimersByTime(PROGRESS_BAR.speedMs);
    expect(bar()?.style.opacity).toBe('0');
    vi.advanceTimersByTime(PROGRESS_BAR.speedMs);
    expect(document.getElementById('nprogress')).toBeNull();
  });
});

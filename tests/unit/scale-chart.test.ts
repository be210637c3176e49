import { describe, expect, it } from 'vitest';
import { type ScaleRun, scaleChart } from '../../scripts/scaleChart';

const run = (factor: number, pages: number, wallSeconds: number, peakMB: number): ScaleRun => ({
  factor,
  pages,
  wallSeconds,
  cpuSeconds: wallSeconds * 1.5,
  peakMB,
  msPerPage: Math.round((wallSeconds * 1000) / pages),
});

describe('scale chart', () => {
  it('plots time and memory against pages, each beside the line of linear growth from the smallest tree', () => {
    const svg = scaleChart([run(10, 7000, 400, 9000), run(1, 700, 40, 1800), run(2, 1400, 85, 2600)]);
    expect(svg.startsWith('<svg')).toBe(true);
    // Three runs: wall and CPU in the time panel, peak in the memory panel.
    expect(svg.match(/<circle /g)).toHaveLength(9);
    expect(svg.match(/stroke-dasharray/g)).toHaveLength(3);
    expect(svg).toContain('>1×: 700 pages, 40 s wall, 60 s CPU, 57 ms/page, 1800 MiB<');
    // The axis reaches past the largest value drawn: the linear line's 18,000 MiB at 7,000 pages.
    expect(svg).toContain('>20000</text>');
  });

  it('escapes text it did not write', () => {
    expect(scaleChart([run(1, 700, 40, 1800), run(2, 1400, 80, 2600)])).not.toMatch(/&(?!amp;|lt;)/);
  });
});

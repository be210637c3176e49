import { describe, expect, it } from 'vitest';
import { type BenchResults, targetReport } from '../../scripts/benchTargets';

const weight = (jsKiB: number, totalKiB = jsKiB) => ({ jsKB: { gzip: jsKiB }, cssKB: { gzip: 14 }, htmlKB: { gzip: 9 }, totalKB: { gzip: totalKiB } });

describe('bench target report', () => {
  it('reports only the targets whose sections ran', () => {
    const rows = targetReport({ build: { wallSeconds: 11.5, peakMB: 900 } });
    expect(rows.slice(2)).toEqual(['| cold build of the site | 11.5 s | ≤ 25 s | met |', '| build peak memory | 900 MiB | ≤ 1229 MiB | met |']);
  });

  it('says by how much and why a target is missed', () => {
    const [row] = targetReport({ build: { wallSeconds: 27.84, peakMB: 900 } }).slice(2);
    expect(row).toContain('| 27.84 s | ≤ 25 s | missed by 2.84 s: measured');
    const unprofiled = targetReport({ load: { errors: 1, timeouts: 0, non2xx: 0 } }).slice(2);
    expect(unprofiled[0]).toBe('| load check errors, timeouts, non-2xx | 1 | ≤ 0 | missed by 1: not profiled yet |');
  });

  it('reads weights in KB of 1,000 bytes, doc pages against the doc budgets and other pages against the transfer cap', () => {
    const results: BenchResults = { weight: { '/docs/a': weight(107.5), '/': weight(97, 1480) } };
    const rows = targetReport(results).slice(2);
    // 107.5 KiB is 110.08 KB: over the 110 KB budget.
    expect(rows).toContain('| doc page JS (gzip) /docs/a | 110.1 KB | ≤ 110 KB | missed by 0.1 KB: not profiled yet |');
    expect(rows).toContain('| other page transferred (gzip) / | 1515.5 KB | ≤ 1500 KB | missed by 15.5 KB: not profiled yet |');
    expect(rows.some((row) => row.startsWith('| doc page JS (gzip) / |'))).toBe(false);
  });

  it('counts every load check failure against zero', () => {
    const rows = targetReport({ load: { errors: 0, timeouts: 1, non2xx: 2 } }).slice(2);
    expect(rows).toEqual(['| load check errors, timeouts, non-2xx | 3 | ≤ 0 | missed by 3: not profiled yet |']);
  });

  it('holds search quality to its floors and its first query to its ceiling', () => {
    const search = { keystrokeLatencyMs: { p95: 30 }, firstQueryKB: { max: 150 }, recallAt3: 0.93, mrr: 0.9, zeroResultRate: 0 };
    const rows = targetReport({ search }).slice(2);
    expect(rows).toContain('| search: recall@3 | 0.93 | ≥ 0.95 | missed by 0.02: not profiled yet |');
    expect(rows).toContain('| search: MRR | 0.9 | ≥ 0.85 | met |');
    expect(rows).toContain('| search: first query downloads, worst (gzip) | 153.6 KB | ≤ 200 KB | met |');
  });

  it('holds the largest scale build to the ms per page of ours, and the dev server to 2 s at both sizes', () => {
    const scale = {
      wallSeconds: 240,
      peakMB: 2900,
      runs: [
        { factor: 1, msPerPage: 40 },
        { factor: 10, msPerPage: 34 },
        { factor: 2, msPerPage: 38 },
      ],
    };
    const dev = { firstPageSeconds: 1.5, restartSeconds: 1.2, hotReloadMs: { median: 120 }, scaled: { firstPageSeconds: 2.4, restartSeconds: 1.9 } };
    const rows = targetReport({ scale, dev }).slice(2);
    expect(rows).toContain('| ms per page, largest tree against ours 10× vs 1× | 0.85 | ≤ 1 | met |');
    expect(rows).toContain('| 10× tree peak memory | 2900 MiB | ≤ 3072 MiB | met |');
    expect(rows).toContain('| dev: start to first rendered doc page 1× first start | 1.5 s | ≤ 2 s | met |');
    expect(rows).toContain('| dev: start to first rendered doc page 1× restart | 1.2 s | ≤ 2 s | met |');
    expect(rows.find((row) => row.startsWith('| dev: start to first rendered doc page 10× first start'))).toContain('missed by 0.4 s');
    expect(rows).toContain('| dev: start to first rendered doc page 10× restart | 1.9 s | ≤ 2 s | met |');
  });

  it('holds each held-out query set to the held-out floors, row by row', () => {
    const heldOut = {
      'holdout.json': { recallAt3: 0.96, mrr: 0.91, zeroResultRate: 0 },
      'holdout2.json': { recallAt3: 0.93, mrr: 0.91, zeroResultRate: 0.01 },
    };
    const search = { keystrokeLatencyMs: { p95: 30 }, firstQueryKB: { max: 150 }, recallAt3: 0.99, mrr: 0.94, zeroResultRate: 0, heldOut };
    const rows = targetReport({ search }).slice(2);
    expect(rows).toContain('| search held out: recall@3 holdout.json | 0.96 | ≥ 0.95 | met |');
    expect(
      rows.find((row) =>
        row.startsWith(
          '| search held out: recall@3 holdout2.json | 0.93 | ≥ 0.95 | missed by 0.02: held-out sets are written by someone who never saw the engine',
        ),
      ),
    ).toBeDefined();
    expect(rows).toContain('| search held out: MRR holdout2.json | 0.91 | ≥ 0.9 | met |');
    expect(rows).toContain('| search held out: zero-result rate holdout2.json | 0.01 | ≤ 0 | missed by 0.01: not profiled yet |');
  });

  it('holds each held-out query set ahead of MiniSearch and Pagefind: recall@3 may tie, MRR must lead', () => {
    const heldOut = { 'holdout2.json': { recallAt3: 0.97, mrr: 0.93, zeroResultRate: 0 } };
    const baselines = {
      minisearch: { 'holdout2.json': { recallAt3: 0.97, mrr: 0.89, zeroResultRate: 0 } },
      pagefind: { 'holdout2.json': { recallAt3: 0.55, mrr: 0.95, zeroResultRate: 0.08 } },
    };
    const search = { keystrokeLatencyMs: { p95: 30 }, firstQueryKB: { max: 150 }, recallAt3: 0.99, mrr: 0.94, zeroResultRate: 0, heldOut, baselines };
    const rows = targetReport({ search }).slice(2);
    expect(rows).toContain('| search held out: recall@3 over MiniSearch and Pagefind holdout2.json | 0 | ≥ 0 | met |');
    expect(rows).toContain('| search held out: MRR over MiniSearch and Pagefind holdout2.json | -0.02 | ≥ 0.001 | missed by 0.021: not profiled yet |');
    expect(targetReport({ search: { ...search, baselines: undefined } }).some((row) => row.includes('over MiniSearch'))).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { BUILD_STATS_FILE, type BuildStats } from '../../../plugins/build-stats';
import { expect, test } from '../support/fixtures';

/**
 * What building one page may cost, read from the report of the build these tests run against (a budget on
 * CPU, not a timed wall test). Measured on 2 cores with every cache empty, 2026-11-29: 85 ms of CPU per page
 * and 1,705 MiB at peak (bench/results.json, scale.runs at 1×); the 10× tree then took 65 ms per page. A
 * cost that grows faster than the pages, or a step done twice, shows here.
 */
const BUDGET = { cpuMsPerPage: 110, peakMiB: 2304 };

test('the build stayed within its CPU per page and its peak memory', () => {
  const stats = JSON.parse(readFileSync(BUILD_STATS_FILE, 'utf8')) as BuildStats;
  expect(stats.pages, 'pages built').toBeGreaterThan(600);
  expect(stats.cpuMsPerPage, `CPU per page (${stats.cold ? 'cold' : 'warm'} build)`).toBeLessThanOrEqual(BUDGET.cpuMsPerPage);
  expect(stats.peakMiB, 'peak memory').toBeLessThanOrEqual(BUDGET.peakMiB);
});

import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { CACHE_DIR } from '../shared/cacheDir';
import { listPages } from '../shared/listFiles';
import { outputWritten } from '../shared/outputWrites';

/** What a production build cost, written by buildStatsPlugin for the budget test and the bench. */
export interface BuildStats {
  pages: number;
  /** CPU time of the whole process (every thread: the compiler's, render and index workers), in seconds. */
  cpuSeconds: number;
  wallSeconds: number;
  peakMiB: number;
  cpuMsPerPage: number;
  /** Whether every cache was empty: only such a build's cost is the cost of building the pages. */
  cold: boolean;
}

export const BUILD_STATS_FILE = path.join(CACHE_DIR, 'build-stats.json');

/** Rspack's persistent cache (Rsbuild's default place) and our renders: with neither, a build compiles and renders every page. */
const CACHES = [path.resolve(import.meta.dirname, '../../node_modules/.cache/rspack'), path.join(CACHE_DIR, 'renders')];

/**
 * After a production build, its cost per page: CPU time, wall time and peak memory of the process, which a
 * budget test checks (CPU per page does not depend on how busy the machine is, as wall time does).
 * It counts the work of every plugin that writes output after the build (plugins/shared/outputWrites).
 */
export function buildStatsPlugin(): RspressPlugin {
  const cold = !CACHES.some((dir) => existsSync(dir));
  return {
    name: 'rainbond-build-stats',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      // Every plugin's afterBuild runs at once: the output others write (search index, twins) is counted; the link check's reading is not.
      await outputWritten();
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const pages = (await listPages(outDir)).length;
      const { user, system } = process.cpuUsage();
      const cpuSeconds = (user + system) / 1e6;
      const stats: BuildStats = {
        pages,
        cpuSeconds: Math.round(cpuSeconds * 100) / 100,
        wallSeconds: Math.round(process.uptime() * 100) / 100,
        peakMiB: Math.round(process.resourceUsage().maxRSS / 1024),
        cpuMsPerPage: Math.round((cpuSeconds * 1000) / Math.max(pages, 1)),
        cold,
      };
      writeFileSync(BUILD_STATS_FILE, `${JSON.stringify(stats, null, 2)}\n`);
      console.info(
        `Build cost: ${pages} pages, ${stats.cpuSeconds} s CPU (${stats.cpuMsPerPage} ms per page), ${stats.wallSeconds} s, peak ${stats.peakMiB} MiB${cold ? ', cold' : ''}.`,
      );
    },
  };
}

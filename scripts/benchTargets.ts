/**
 * The site's performance targets that `npm run bench` measures (build time, page weight, search, dev
 * server, memory), and the report of where each stands: met, or missed by how much and why. Weights and
 * growth are measured in KiB and compared in KB (1 KB = 1,000 bytes), as the budget tests count; memory in MiB.
 */

interface Weight {
  jsKB: { gzip: number };
  cssKB: { gzip: number };
  htmlKB: { gzip: number };
  totalKB: { gzip: number };
}

/** What the bench sections write (each present only when its section ran). */
export interface BenchResults {
  build?: { wallSeconds: number; peakMB: number; warm?: { wallSeconds: number } };
  weight?: Record<string, Weight>;
  search?: {
    keystrokeLatencyMs: { p95: number };
    firstQueryKB: { max: number };
    recallAt3: number;
    mrr: number;
    zeroResultRate: number;
    /** Figures of each held-out query set, by file name. */
    heldOut?: Record<string, { recallAt3: number; mrr: number; zeroResultRate: number }>;
  };
  load?: { errors: number; timeouts: number; non2xx: number };
  dev?: { firstPageSeconds: number; hotReloadMs: { median: number } };
  scale?: { wallSeconds: number; peakMB: number; docPageJsGzipKB: { growthPer1000PagesKB: number } };
}

interface Target {
  name: string;
  limit: number;
  /** A floor the figure must reach, rather than a ceiling it must stay under. */
  atLeast?: boolean;
  unit: string;
  /** The measured value or values (one per page or index), absent when the section did not run. */
  measure(results: BenchResults): Record<string, number> | undefined;
  /** Where the time or memory went when this was last profiled, printed if the target is missed. */
  why?: string;
}

const withUnit = (value: number, unit: string) => (unit ? `${value} ${unit}` : String(value));
const toKB = (kib: number) => Math.round(kib * 1.024 * 10) / 10;
const one = (value: number | undefined) => (value === undefined ? undefined : { '': value });

/** Weights of the measured pages that `pick` selects, in KB. */
function weights(results: BenchResults, pick: (page: string) => boolean, of: (weight: Weight) => number) {
  if (!results.weight) return undefined;
  return Object.fromEntries(
    Object.entries(results.weight)
      .filter(([page]) => pick(page))
      .map(([page, weight]) => [page, toKB(of(weight))]),
  );
}

const isDocPage = (page: string) => page.startsWith('/docs/');

/** A figure of each held-out query set. */
function heldOut(results: BenchResults, of: (set: { recallAt3: number; mrr: number; zeroResultRate: number }) => number) {
  const sets = results.search?.heldOut;
  return sets && Object.fromEntries(Object.entries(sets).map(([file, set]) => [file, of(set)]));
}

const HELD_OUT_WHY =
  'measured 2026-11-29: the misses are questions in words no page uses (symptoms described, English for what the docs say in Chinese) and answers spread over a troubleshooting page whose sections each hold only some of the words; not tuned on, so no figure here has been fitted';

export const TARGETS: Target[] = [
  {
    name: 'cold build of the site',
    limit: 12,
    unit: 's',
    measure: (r) => one(r.build?.wallSeconds),
    why: 'profiled 2026-11-25/26: the main thread is busy ~13 of 15 s (Markdown parse 1.7 s, MDX transforms 2.2 s, Shiki 1.0 s, GC 2.0 s, module loading 1.4 s), and the process uses 150-200 % of the 2 cores through the compile; a worker thread compiling half the pages gave no gain (14.6-15.0 s), and with the page-data reader also left out the build still took 13.9-14.4 s',
  },
  { name: 'build peak memory', limit: 1200, unit: 'MiB', measure: (r) => one(r.build?.peakMB) },
  {
    name: 'warm build after editing a page, share of a cold one',
    limit: 0.33,
    unit: '',
    measure: (r) => (r.build?.warm ? one(Math.round((r.build.warm.wallSeconds / r.build.wallSeconds) * 100) / 100) : undefined),
    why: 'profiled 2026-11-26 (node --cpu-prof, 703 pages, page data, search tokens and renders cached): of a 15-19 s warm build the compile with the cache is ~9 s, start-up ~2.4 s, writing the 701 reused renders and the 2 new ones into the HTML template ~2 s, the search index ~1.7 s and the link check ~0.9 s',
  },
  { name: 'doc page JS (gzip)', limit: 110, unit: 'KB', measure: (r) => weights(r, isDocPage, (w) => w.jsKB.gzip) },
  { name: 'doc page CSS (gzip)', limit: 15, unit: 'KB', measure: (r) => weights(r, isDocPage, (w) => w.cssKB.gzip) },
  { name: 'doc page HTML (gzip)', limit: 30, unit: 'KB', measure: (r) => weights(r, isDocPage, (w) => w.htmlKB.gzip) },
  {
    name: 'other page transferred (gzip)',
    limit: 1500,
    unit: 'KB',
    measure: (r) =>
      weights(
        r,
        (page) => !isDocPage(page),
        (w) => w.totalKB.gzip,
      ),
  },
  { name: 'search keystroke p95', limit: 50, unit: 'ms', measure: (r) => one(r.search?.keystrokeLatencyMs.p95) },
  { name: 'search: first query downloads, worst (gzip)', limit: 200, unit: 'KB', measure: (r) => one(r.search && toKB(r.search.firstQueryKB.max)) },
  { name: 'search: recall@3', limit: 0.95, atLeast: true, unit: '', measure: (r) => one(r.search?.recallAt3) },
  { name: 'search: MRR', limit: 0.85, atLeast: true, unit: '', measure: (r) => one(r.search?.mrr) },
  { name: 'search: zero-result rate', limit: 0, unit: '', measure: (r) => one(r.search?.zeroResultRate) },
  { name: 'search held out: recall@3', limit: 0.95, atLeast: true, unit: '', measure: (r) => heldOut(r, (set) => set.recallAt3), why: HELD_OUT_WHY },
  { name: 'search held out: MRR', limit: 0.9, atLeast: true, unit: '', measure: (r) => heldOut(r, (set) => set.mrr), why: HELD_OUT_WHY },
  { name: 'search held out: zero-result rate', limit: 0, unit: '', measure: (r) => heldOut(r, (set) => set.zeroResultRate) },
  { name: 'load check errors, timeouts, non-2xx', limit: 0, unit: '', measure: (r) => one(r.load && r.load.errors + r.load.timeouts + r.load.non2xx) },
  {
    name: 'dev: start to first rendered doc page',
    limit: 3,
    unit: 's',
    measure: (r) => one(r.dev?.firstPageSeconds),
    why: 'measured 2026-11-26: 2.7-2.9 s when an earlier run left its build cache, 3.65-3.7 s with every cache deleted; the first build compiles the theme and every route section before the opened page can render',
  },
  {
    name: 'dev: hot reload, median of 5',
    limit: 200,
    unit: 'ms',
    measure: (r) => one(r.dev?.hotReloadMs.median),
    why: 'profiled 2026-11-26 (RSPACK_PROFILE=OVERVIEW): a rebuild takes 90-110 ms, about 35 ms of it Rspress compiling the page; the browser then fetches and applies the update (20-40 ms) and React Refresh waits 30 ms before it re-renders; the figure swings by tens of ms between runs on this machine',
  },
  {
    name: '10× tree build',
    limit: 150,
    unit: 's',
    measure: (r) => one(r.scale?.wallSeconds),
    why: 'measured 2026-11-26: 136-145 s with two render threads on this machine; one render thread takes 153 s',
  },
  {
    name: '10× tree peak memory',
    limit: 4096,
    unit: 'MiB',
    measure: (r) => one(r.scale?.peakMB),
    why: "sampled 2026-11-25/26: the build holds ~3,460 MiB when rendering starts (mostly Rspack's native memory from both compiles, kept until the build ends) and each of the two render threads adds its heap until it recycles; recycling at 200 MB peaked at 3,691-3,705 MiB in three runs, at 300 MB at 4,298-4,334 MiB; one render thread peaks at ~3,600 MiB but takes 153 s",
  },
  {
    name: '10× tree: doc page JS growth per 1,000 pages',
    limit: 10,
    unit: 'KB',
    measure: (r) => one(r.scale && toKB(r.scale.docPageJsGzipKB.growthPer1000PagesKB)),
  },
];

/** The targets whose sections ran, as a Markdown table: each value with its limit, and by how much and why it is missed. */
export function targetReport(results: BenchResults, targets = TARGETS): string[] {
  const rows = ['| target | measured | limit | status |', '| --- | --- | --- | --- |'];
  for (const target of targets) {
    const values = target.measure(results);
    if (!values) continue;
    for (const [label, value] of Object.entries(values)) {
      const over = Math.round((target.atLeast ? target.limit - value : value - target.limit) * 1000) / 1000;
      const status = over > 0 ? `missed by ${withUnit(over, target.unit)}: ${target.why ?? 'not profiled yet'}` : 'met';
      rows.push(
        `| ${target.name}${label ? ` ${label}` : ''} | ${withUnit(value, target.unit)} | ${target.atLeast ? '≥' : '≤'} ${withUnit(target.limit, target.unit)} | ${status} |`,
      );
    }
  }
  return rows;
}

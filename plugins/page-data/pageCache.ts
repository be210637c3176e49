import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { fencedLines } from '../../core/dialect/codeFences';
import { codeVersion, keyedStore, storeKey } from '../shared/keyedStore';

const require = createRequire(import.meta.url);
/** The code that reads a page: ours, the border's entry to Rspress's reader, and Rspress's version. */
const READER = [
  path.join(import.meta.dirname, 'readPages.worker.mjs'),
  path.join(import.meta.dirname, '../../rspress-internals/node/extractPageData.mjs'),
  require.resolve('@rspress/core/package.json'),
];

/**
 * The options as JSON, aliases in name order: plugins add aliases in an order that changed from one build
 * to the next, and with it this cache's version, so that every second or third build read every page again.
 */
const canonical = (options: unknown) =>
  JSON.stringify(options, (key, value) =>
    key === 'alias' && value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );

/** What every page's data depends on besides its own file: the reader's code and its options. */
const readerVersion = (options: unknown) => codeVersion(READER, canonical(options));

/**
 * A page's key: its route and its source. A page that imports other files (MDX imports, whose text
 * Rspress's reader inlines) has none, and is read every time; `import` lines in its code blocks do not count.
 */
function keyOf(route: RouteMeta): string | undefined {
  let source: string;
  try {
    source = readFileSync(route.absolutePath, 'utf8');
  } catch {
    return undefined;
  }
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  if (lines.some((line, index) => !fenced[index] && /^\s*import\s/.test(line))) return undefined;
  return storeKey(JSON.stringify(route), source);
}

/**
 * Page data of `routes`, in their order, reading with `read` only the pages that changed since the
 * last build: parsing every page's Markdown took 6–7 s of CPU in each build, on a core the compile
 * wanted too. Kept in `file` (see keyedStore: front matter dates stay dates, and the file does not grow).
 */
export async function readWithCache<Page>(
  routes: RouteMeta[],
  options: unknown,
  read: (routes: RouteMeta[]) => Promise<Page[]>,
  file: string,
): Promise<Page[]> {
  const store = keyedStore<Page>(file, readerVersion(options));
  const keys = routes.map(keyOf);
  const cached = keys.map((key) => (key ? store.get(key) : undefined));
  const missing = routes.filter((_, index) => cached[index] === undefined);
  const fresh = missing.length > 0 ? await read(missing) : [];
  let next = 0;
  const pages = routes.map((_, index) => {
    const page = cached[index] ?? fresh[next++];
    const key = keys[index];
    if (key) store.set(key, page);
    return page;
  });
  store.save();
  return pages;
}

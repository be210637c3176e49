import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { RouteMeta } from '@rspress/core';

const require = createRequire(import.meta.url);
/** The code that reads a page: ours, the border's entry to Rspress's reader, and Rspress's version. */
const READER = [
  path.join(import.meta.dirname, 'readPages.worker.mjs'),
  path.join(import.meta.dirname, '../../rspress-internals/node/extractPageData.mjs'),
  require.resolve('@rspress/core/package.json'),
];

/** What every page's data depends on besides its own file: the reader's code and its options. */
function readerVersion(options: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(options));
  for (const file of READER) hash.update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * A page's key: its route and its source. A page that imports other files (MDX imports, whose text
 * Rspress's reader inlines) has none, and is read every time.
 */
function keyOf(route: RouteMeta): string | undefined {
  let source: string;
  try {
    source = readFileSync(route.absolutePath, 'utf8');
  } catch {
    return undefined;
  }
  if (/^\s*import\s/m.test(source)) return undefined;
  return createHash('sha1').update(JSON.stringify(route)).update('\0').update(source).digest('base64');
}

/**
 * Page data of `routes`, in their order, reading with `read` only the pages that changed since the
 * last build: parsing every page's Markdown took 6–7 s of CPU in each build, on a core the compile
 * wanted too. Kept in `file` with V8's serializer, which keeps front matter dates as dates; only this
 * build's pages are written back, so the file does not grow.
 */
export async function readWithCache<Page>(
  routes: RouteMeta[],
  options: unknown,
  read: (routes: RouteMeta[]) => Promise<Page[]>,
  file: string,
): Promise<Page[]> {
  const version = readerVersion(options);
  let stored: Record<string, Page> = {};
  try {
    const data = deserialize(readFileSync(file)) as { version?: string; pages?: Record<string, Page> };
    if (data.version === version && data.pages) stored = data.pages;
  } catch {
    // No cache yet, or an unreadable one: every page is read.
  }
  const keys = routes.map(keyOf);
  const missing = routes.filter((_, index) => !(keys[index] && keys[index] in stored));
  const fresh = missing.length > 0 ? await read(missing) : [];
  const pages: Page[] = [];
  const used: Record<string, Page> = {};
  let next = 0;
  routes.forEach((_, index) => {
    const key = keys[index];
    const page = key && key in stored ? stored[key] : fresh[next++];
    pages.push(page);
    if (key) used[key] = page;
  });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, serialize({ version, pages: used }));
  return pages;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rsbuild/core';
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

/** The module specifiers of a source's import statements, code blocks left out. */
function importsOf(source: string): string[] {
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  const code = lines.filter((_, index) => !fenced[index]).join('\n');
  return [...code.matchAll(/^\s*import\s[^'"]*?\bfrom\s+(['"])(.+?)\1/gms)].map((match) => match[2]);
}

/** Finds the file an import names, or nothing; as Rspress's reader finds the Markdown it inlines. */
type ResolveImport = (specifier: string, fromDir: string) => Promise<string | undefined>;

function importResolver(alias: Record<string, string | string[]> = {}): ResolveImport {
  const resolver = new rspack.experiments.resolver.ResolverFactory({ extensions: ['.mdx', '.md', '.js'], alias });
  return (specifier, fromDir) =>
    resolver.async(fromDir, specifier).then(
      (found) => found.path,
      () => undefined,
    );
}

/**
 * A page's key: its route, its source and, for each Markdown file it imports (whose text Rspress's reader
 * inlines: a blog post's page imports the post), that file's source, and so on. `import` lines in code blocks
 * do not count. None when a file cannot be read: that page is read every time.
 */
async function keyOf(route: RouteMeta, resolve: ResolveImport): Promise<string | undefined> {
  const parts: string[] = [JSON.stringify(route)];
  const seen = new Set<string>();
  const add = async (file: string): Promise<boolean> => {
    if (seen.has(file)) return true;
    seen.add(file);
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return false;
    }
    parts.push(file, source);
    for (const specifier of importsOf(source)) {
      // An import that does not resolve is skipped by the reader too.
      const target = await resolve(specifier, path.dirname(file));
      if (target && /\.mdx?$/.test(target) && !(await add(target))) return false;
    }
    return true;
  };
  return (await add(route.absolutePath)) ? storeKey(...parts) : undefined;
}

/**
 * Page data of `routes`, in their order, reading with `read` only the pages that changed since the
 * last build: parsing every page's Markdown took 6–7 s of CPU in each build, on a core the compile
 * wanted too. Kept in `file` (see keyedStore: front matter dates stay dates, and the file does not grow).
 */
export async function readWithCache<Page, Options extends { alias?: Record<string, string | string[]> }>(
  routes: RouteMeta[],
  options: Options,
  read: (routes: RouteMeta[]) => Promise<Page[]>,
  file: string,
): Promise<Page[]> {
  const store = keyedStore<Page>(file, readerVersion(options));
  const resolve = importResolver(options.alias);
  const keys = await Promise.all(routes.map((route) => keyOf(route, resolve)));
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

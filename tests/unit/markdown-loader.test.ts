import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import markdownLoader from '../../plugins/markdown-loader/loader.mjs';
import { rspressMdxUses } from '../../rspress-internals/node/mdxLoader';

const RSPRESS_LOADER = '/site/node_modules/@rspress/core/dist/node/mdx/loader.js';

/**
 * A stand-in for Rspress's loader: it compiles each page for a while, records how many compiles overlap,
 * and, like Rspress's, reuses a page's compile for the second build's request.
 */
function innerLoader(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mdx-concurrency-')), 'inner.mjs');
  writeFileSync(
    file,
    `export const stats = globalThis.__mdxStats = { compiles: [], active: 0, most: 0 };
const cache = new Map();
export default async function inner(source) {
  const done = this.async();
  const { marker } = this.getOptions();
  if (!cache.has(this.resourcePath)) {
    cache.set(this.resourcePath, (async () => {
      stats.compiles.push(this.resourcePath);
      stats.most = Math.max(stats.most, ++stats.active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      stats.active--;
      if (source === 'broken') throw new Error('MDX compile error in ' + this.resourcePath);
      return marker + source;
    })());
  }
  try {
    done(null, await cache.get(this.resourcePath));
  } catch (error) {
    done(error);
  }
}
`,
  );
  return file;
}

/** Runs the wrapped loader as Rspack would, resolving to what it reports; files it depends on go to `dependencies`. */
function run(resourcePath: string, source: string, options: Record<string, unknown>, dependencies: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath,
      addDependency: (file: string) => dependencies.push(file),
      getOptions: () => options,
      async: () => (error: Error | null, result?: string) => (error ? reject(error) : resolve(result ?? '')),
    };
    markdownLoader.call(context, source);
  });
}

describe('mdx concurrency', () => {
  it('finds Rspress’s Markdown loader wherever its rule nests it', () => {
    const mdxUse = { loader: RSPRESS_LOADER, options: { isSsgMd: false } };
    const rules = [
      { test: /\.css$/, use: [{ loader: 'css-loader' }] },
      '...' as const,
      null,
      { test: /\.mdx?$/, oneOf: [{ type: 'asset/source' }, { use: [{ loader: 'builtin:swc-loader' }, mdxUse] }] },
    ];
    expect(rspressMdxUses(rules)).toEqual([mdxUse]);
    expect(rspressMdxUses([{ use: [{ loader: 'builtin:swc-loader' }] }])).toEqual([]);
  });

  it('compiles at most `limit` pages at once and gives both builds each page’s result, with the loader’s own options', async () => {
    const options = { innerLoader: innerLoader(), limit: 3, marker: '编译:' };
    const pages = Array.from({ length: 12 }, (_, index) => `/site/docs/page-${index}.md`);
    // The web and the server build ask for every page, in no particular order.
    const results = await Promise.all([...pages, ...pages.toReversed()].map((page) => run(page, `# ${path.basename(page)}`, options)));
    const stats = (globalThis as unknown as { __mdxStats: { compiles: string[]; most: number } }).__mdxStats;
    expect(stats.most).toBe(3);
    expect(stats.compiles.toSorted()).toEqual(pages.toSorted());
    expect(results[0]).toBe('编译:# page-0.md');
    expect(results.at(-1)).toBe('编译:# page-0.md');
  });

  it('passes a failed compile on to both builds and frees its place for the next page', async () => {
    const options = { innerLoader: innerLoader(), limit: 1, marker: '' };
    const failed = [run('/site/docs/broken.md', 'broken', options), run('/site/docs/broken.md', 'broken', options)];
    const next = run('/site/docs/after.md', 'ok', options);
    for (const result of failed) await expect(result).rejects.toThrow('MDX compile error in /site/docs/broken.md');
    await expect(next).resolves.toBe('ok');
  });
});

describe('page inputs', () => {
  it('makes a page depend on the files its inputs hook names, and no others', async () => {
    const hooks = Symbol.for('rainbond.markdown.hooks');
    const saved = (globalThis as Record<symbol, unknown>)[hooks];
    (globalThis as Record<symbol, unknown>)[hooks] = { inputs: (file: string) => (file.endsWith('a.md') ? ['/cache/page-inputs/a.json'] : []) };
    try {
      const inner = innerLoader();
      const [a, b]: string[][] = [[], []];
      await run('/site/docs/a.md', 'A', { innerLoader: inner, limit: 0, marker: '' }, a);
      await run('/site/docs/b.md', 'B', { innerLoader: inner, limit: 0, marker: '' }, b);
      expect(a).toEqual(['/cache/page-inputs/a.json']);
      expect(b).toEqual([]);
    } finally {
      (globalThis as Record<symbol, unknown>)[hooks] = saved;
    }
  });
});

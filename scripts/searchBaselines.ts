/**
 * Two off-the-shelf engines on the same build as ours, scored on the same query sets by the same code
 * (scripts/searchQuality.ts): MiniSearch over our index's records, and Pagefind over the built HTML. Each
 * is given one index per collection of ours (a docs version; the current one with the blog and site
 * pages), as our engine has, and used as its documentation suggests, untuned.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import MiniSearch from 'minisearch';
import * as pagefind from 'pagefind';
import type { IndexMeta, PageContent } from '../core/search/format';
import { type Ranker, type RankQuality, rankQuality, readQueries } from './searchQuality';

/** What the bench keeps of an engine on a query set. */
export type BaselineFigures = Pick<RankQuality, 'recallAt3' | 'mrr' | 'zeroResultRate'>;
export const BASELINES = ['minisearch', 'pagefind'] as const;
export type Baselines = Record<(typeof BASELINES)[number], Record<string, BaselineFigures>>;

/** As many hits as our engine lists on its first page of results. */
const HITS = 20;

/** Intl.Segmenter's Chinese words, the segmenter every browser has: what a site adding MiniSearch would reach for. */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const tokenize = (text: string) => [...segmenter.segment(text.normalize('NFKC').toLowerCase())].filter((part) => part.isWordLike).map((part) => part.segment);

/** A built page's HTML file, for its route. */
const htmlFile = (siteDir: string, url: string) => path.join(siteDir, url === '/' ? 'index.html' : `${url}.html`);

const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';

/** The collections of the built local index (`current`, `5.17`, ...), each with its meta. */
function collections(siteDir: string): Map<string, { dir: string; meta: IndexMeta }> {
  const root = path.join(siteDir, 'search-index');
  return new Map(
    readdirSync(root).map((name) => {
      const dir = path.join(root, name);
      return [name, { dir, meta: JSON.parse(readFileSync(path.join(dir, 'meta.json'), 'utf8')) as IndexMeta }];
    }),
  );
}

/** MiniSearch with a document per page: title, headings, description and text, the fields its examples weigh. */
function miniSearchRanker(siteDir: string): Ranker {
  const indexes = new Map<string, MiniSearch>();
  for (const [name, { dir, meta }] of collections(siteDir)) {
    const headings = new Map<number, string[]>();
    for (const [page, depth, heading] of meta.records) if (depth > 1) headings.set(page, [...(headings.get(page) ?? []), heading]);
    const mini = new MiniSearch({ fields: ['title', 'headings', 'description', 'text'], storeFields: ['url'], tokenize, processTerm: (term) => term });
    mini.addAll(
      meta.pages.map(([url, , title], page) => {
        return {
          id: page,
          url,
          title,
          headings: (headings.get(page) ?? []).join(' '),
          description: description(readFileSync(htmlFile(siteDir, url), 'utf8')),
          text: (JSON.parse(readFileSync(path.join(dir, `c${page}.json`), 'utf8')) as PageContent).join(' '),
        };
      }),
    );
    indexes.set(name, mini);
  }
  return (query, version) => {
    const index = indexes.get(version);
    if (!index) throw new Error(`no MiniSearch index for version ${version}`);
    const hits = index.search(query, {
      prefix: (term) => term.length > 1,
      fuzzy: (term) => (/^[a-z]{5,}$/.test(term) ? 0.2 : false),
      boost: { title: 3, headings: 2, description: 2 },
    });
    return Promise.resolve(hits.slice(0, HITS).map((hit) => String(hit.url)));
  };
}

/** Pagefind's bundle of each collection, from the built HTML of its pages (their <main>, without sidebars and tables of contents). */
async function pagefindBundles(siteDir: string, outDir: string): Promise<void> {
  try {
    for (const [name, { meta }] of collections(siteDir)) {
      const { index, errors } = await pagefind.createIndex({ rootSelector: 'main', excludeSelectors: ['nav', 'aside'] });
      if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
      // Every page the collection holds, as ours: a missing HTML file fails here rather than leaving a page out.
      for (const [url] of meta.pages) await index.addHTMLFile({ url, content: readFileSync(htmlFile(siteDir, url), 'utf8') });
      const written = await index.writeFiles({ outputPath: path.join(outDir, name) });
      if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    }
  } finally {
    await pagefind.close();
  }
}

/** Pagefind's own search script, run in Chromium on its bundles (served from disk, no network). */
async function withPagefind<T>(siteDir: string, chromiumPath: string, use: (rank: Ranker) => Promise<T>): Promise<T> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rb-pagefind-'));
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    await pagefindBundles(siteDir, outDir);
    const origin = 'http://pagefind.invalid';
    const page = await browser.newPage();
    await page.route(`${origin}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') return route.fulfill({ body: '<!doctype html><title>Pagefind</title>', contentType: 'text/html' });
      const file = path.join(outDir, decodeURIComponent(pathname));
      return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    await page.goto(`${origin}/`);
    return await use((query, version) =>
      page.evaluate(
        async ([bundle, text, hits]) => {
          const scope = globalThis as unknown as Record<string, { search(query: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }> }>;
          scope[bundle] ??= await import(`/${bundle}/pagefind.js`);
          const { results } = await scope[bundle].search(text);
          return Promise.all(results.slice(0, hits).map(async (result) => (await result.data()).url));
        },
        [version, query, HITS] as const,
      ),
    );
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** MiniSearch's and Pagefind's recall@3, MRR and zero-result rate on each query set, on the build in `siteDir`. */
export async function searchBaselines(siteDir: string, setFiles: string[], chromiumPath: string): Promise<Baselines> {
  const sets = setFiles.map((file) => [path.basename(file), readQueries(file)] as const);
  const score = async (rank: Ranker) => {
    const figures: Record<string, BaselineFigures> = {};
    for (const [name, queries] of sets) {
      const { recallAt3, mrr, zeroResultRate } = await rankQuality(queries, rank);
      figures[name] = { recallAt3, mrr, zeroResultRate };
    }
    return figures;
  };
  const minisearch = await score(miniSearchRanker(siteDir));
  return { minisearch, pagefind: await withPagefind(siteDir, chromiumPath, score) };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type IndexSource, SearchIndex } from '../core/search/engine';

/** A reader's question with the pages that answer it (tests/search/queries.json). */
export interface SearchQuery {
  query: string;
  /** The pages that answer it; any of them in the first three counts. */
  expect: string[];
  /** The docs version the reader is in: `current` (default) or `5.17`. */
  version?: string;
}

export interface SearchQuality {
  queries: number;
  recallAt3: number;
  mrr: number;
  /** Share of queries with no result at all (every query's words appear in the site). */
  zeroResultRate: number;
  misses: string[];
  /** Recall@3 and MRR of each docs version's queries. */
  byVersion: Record<string, { queries: number; recallAt3: number; mrr: number }>;
  /** gzip KB a first query downloads (meta, shards, page texts of the first page of hits): median and worst. */
  firstQueryKB: { p50: number; max: number };
  /** gzip KB of each collection: all of it, and its meta.json alone. */
  indexKB: Record<string, { total: number; meta: number }>;
  queryTexts: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (text: string) => gzipSync(text, { level: 6 }).length;

/** A collection's files from disk, counting the gzip bytes read. */
function diskSource(dir: string, counter: { bytes: number }): IndexSource {
  const read = (name: string) => {
    const text = readFileSync(path.join(dir, name), 'utf8');
    counter.bytes += gzipSize(text);
    return Promise.resolve(JSON.parse(text));
  };
  return { meta: () => read('meta.json'), shard: (index) => read(`t${index}.json`), content: (page) => read(`c${page}.json`) };
}

/** A search engine under test: the page URLs it answers a query with, best first (anchors and repeats allowed). */
export type Ranker = (query: string, version: string) => Promise<string[]>;

/** How well an engine answers a query set: recall@3 and MRR over distinct pages, overall and per docs version. */
export type RankQuality = Pick<SearchQuality, 'queries' | 'recallAt3' | 'mrr' | 'zeroResultRate' | 'misses' | 'byVersion'>;

export const readQueries = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SearchQuery[];

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The pages of a list of hits, in order: each section's page once, at its best hit. */
export const distinctPages = (urls: string[]) => [...new Set(urls.map((url) => url.split('#')[0]))];

/** Scores any engine on a query set, so ours and the baselines (scripts/searchBaselines.ts) are counted alike. */
export async function rankQuality(queries: SearchQuery[], rank: Ranker): Promise<RankQuality> {
  let found = 0;
  let reciprocal = 0;
  let empty = 0;
  const misses: string[] = [];
  const versions = new Map<string, { queries: number; found: number; reciprocal: number }>();
  for (const { query, expect, version = 'current' } of queries) {
    const pages = distinctPages(await rank(query, version));
    if (pages.length === 0) empty++;
    const position = pages.findIndex((page) => expect.includes(page)) + 1;
    const inTop3 = position >= 1 && position <= 3;
    if (inTop3) found++;
    else misses.push(`${query} (${version}) → ${expect[0]}: ${position === 0 ? 'not found' : `#${position}`}; got ${pages.slice(0, 3).join(', ')}`);
    if (position > 0) reciprocal += 1 / position;
    const tally = versions.get(version) ?? { queries: 0, found: 0, reciprocal: 0 };
    tally.queries++;
    if (inTop3) tally.found++;
    if (position > 0) tally.reciprocal += 1 / position;
    versions.set(version, tally);
  }
  return {
    queries: queries.length,
    recallAt3: round(found / queries.length),
    mrr: round(reciprocal / queries.length),
    zeroResultRate: round(empty / queries.length),
    misses,
    byVersion: Object.fromEntries(
      [...versions].map(([version, tally]) => [
        version,
        { queries: tally.queries, recallAt3: round(tally.found / tally.queries), mrr: round(tally.reciprocal / tally.queries) },
      ]),
    ),
  };
}

/** Recall@3 and MRR over distinct pages, zero-result rate, first-query and index sizes, from the built index. */
export async function searchQuality(indexRoot: string, queriesFile: string): Promise<SearchQuality> {
  const queries = readQueries(queriesFile);
  const firstQuery: number[] = [];
  const quality = await rankQuality(queries, async (query, version) => {
    const counter = { bytes: 0 };
    const response = await new SearchIndex(diskSource(path.join(indexRoot, version), counter)).search(query);
    firstQuery.push(counter.bytes);
    return response.hits.map((hit) => hit.url);
  });
  firstQuery.sort((a, b) => a - b);
  const indexKB: SearchQuality['indexKB'] = {};
  for (const name of readdirSync(indexRoot)) {
    const dir = path.join(indexRoot, name);
    const files = readdirSync(dir);
    indexKB[name] = {
      total: kb(files.reduce((sum, file) => sum + gzipSize(readFileSync(path.join(dir, file), 'utf8')), 0)),
      meta: kb(gzipSize(readFileSync(path.join(dir, 'meta.json'), 'utf8'))),
    };
  }
  return {
    ...quality,
    firstQueryKB: { p50: kb(firstQuery[Math.floor(firstQuery.length / 2)]), max: kb(firstQuery[firstQuery.length - 1]) },
    indexKB,
    queryTexts: queries.map((entry) => entry.query),
  };
}

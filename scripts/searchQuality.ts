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

/** Recall@3 and MRR over distinct pages, zero-result rate, first-query and index sizes, from the built index. */
export async function searchQuality(indexRoot: string, queriesFile: string): Promise<SearchQuality> {
  const queries = JSON.parse(readFileSync(queriesFile, 'utf8')) as SearchQuery[];
  let found = 0;
  let reciprocal = 0;
  let empty = 0;
  const misses: string[] = [];
  const firstQuery: number[] = [];
  const versions = new Map<string, { queries: number; found: number; reciprocal: number }>();
  for (const { query, expect, version = 'current' } of queries) {
    const counter = { bytes: 0 };
    const response = await new SearchIndex(diskSource(path.join(indexRoot, version), counter)).search(query);
    firstQuery.push(counter.bytes);
    if (response.nbHits === 0) empty++;
    const pages = [...new Set(response.hits.map((hit) => hit.url.split('#')[0]))];
    const rank = pages.findIndex((page) => expect.includes(page)) + 1;
    if (rank >= 1 && rank <= 3) found++;
    else misses.push(`${query} (${version}) → ${expect[0]}: ${rank === 0 ? 'not found' : `#${rank}`}; got ${pages.slice(0, 3).join(', ')}`);
    if (rank > 0) reciprocal += 1 / rank;
    const tally = versions.get(version) ?? { queries: 0, found: 0, reciprocal: 0 };
    tally.queries++;
    if (rank >= 1 && rank <= 3) tally.found++;
    if (rank > 0) tally.reciprocal += 1 / rank;
    versions.set(version, tally);
  }
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
  const round = (value: number) => Math.round(value * 1000) / 1000;
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
    firstQueryKB: { p50: kb(firstQuery[Math.floor(firstQuery.length / 2)]), max: kb(firstQuery[firstQuery.length - 1]) },
    indexKB,
    queryTexts: queries.map((entry) => entry.query),
  };
}

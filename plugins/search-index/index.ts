import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { buildIndex, type Tokenizer } from '../../core/search/build';
import type { IndexMeta, SearchRecord } from '../../core/search/format';
import type { PageData } from '../page-data';
import { CACHE_DIR } from '../shared/cacheDir';
import { writingOutput } from '../shared/outputWrites';
import { type IndexablePage, indexOf, linkTexts, pageRecords } from './records';

/** Each collection's records, by name: a docs version, or `current` (the current docs, blog and site pages). */
async function collections(pageData: PageData): Promise<Map<string, SearchRecord[]>> {
  const pages = (await pageData()) as unknown as IndexablePage[];
  const byName = new Map<string, SearchRecord[]>();
  const anchors = linkTexts(pages);
  for (const page of pages) {
    const records = pageRecords(page, anchors.get(page.routePath.toLowerCase()));
    if (records.length === 0) continue;
    const name = indexOf(page.routePath);
    const list = byName.get(name);
    if (list) list.push(...records);
    else byName.set(name, records);
  }
  return byName;
}

/** A collection's files, by path under its folder: meta.json, the term shards t<n>.json, the page texts c<n>.json. */
export function collectionFiles(records: SearchRecord[], tokenize?: Tokenizer): Map<string, string> {
  const { meta, shards, contents } = buildIndex(records, tokenize);
  const files = new Map<string, string>();
  for (const [index, shard] of shards.entries()) files.set(`t${index}.json`, JSON.stringify(shard));
  for (const [index, content] of contents.entries()) files.set(`c${index}.json`, JSON.stringify(content));
  const hash = createHash('sha256');
  for (const text of files.values()) hash.update(text);
  const full: IndexMeta = { ...meta, hash: hash.digest('hex').slice(0, 12) };
  files.set('meta.json', JSON.stringify(full));
  return files;
}

/** Each collection's index files, by collection name, built in a worker thread (./indexFiles.ts). */
async function filesInWorker(pageData: PageData): Promise<[string, [string, string][]][]> {
  const found = [...(await collections(pageData))];
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(import.meta.dirname, 'indexFiles.worker.mjs'), {
      workerData: { collections: found, tokenStore: path.join(CACHE_DIR, 'search-tokens.v8') },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`plugins/search-index: the index builder stopped with code ${code}`)));
  });
}

/**
 * Writes the local search index: per collection a folder under /search-index/ with the files the
 * browser fetches as queries need them (core/search/engine.ts reads them). A build starts it as soon as
 * the pages are read, in a worker thread: it took 4 s of the main thread after the pages were rendered.
 */
export function searchIndexPlugin(pageData: PageData): RspressPlugin {
  let dev: Promise<Map<string, Map<string, string>>> | undefined;
  let built: Promise<[string, [string, string][]][]> | undefined;
  return {
    name: 'rainbond-search-index',
    // The dev server answers the index requests from memory, so search works while writing (with the
    // pages as they were at the first search since the server started).
    builderConfig: {
      plugins: [
        {
          name: 'rainbond-search-index-worker',
          setup(api: RsbuildPluginAPI) {
            api.onBeforeBuild(() => {
              built = filesInWorker(pageData);
              // Rejections reach afterBuild, which awaits it; none is left unhandled meanwhile.
              built.catch(() => {});
            });
          },
        },
      ],
      server: {
        setup: ({ action, server }) => {
          if (action !== 'dev') return;
          server.middlewares.use((req, res, next) => {
            const [, name, file] = /^\/search-index\/([\w.-]+)\/([\w.-]+\.json)(?:\?|$)/.exec(req.url ?? '') ?? [];
            if (!name) return next();
            dev ??= collections(pageData).then((found) => new Map([...found].map(([key, records]) => [key, collectionFiles(records)])));
            dev.then((found) => {
              const text = found.get(name)?.get(file);
              if (text === undefined) return next();
              res.setHeader('Content-Type', 'application/json; charset=utf-8');
              res.end(text);
            }, next);
          });
        },
      },
    },
    afterBuild(config, isProd) {
      if (!isProd) return Promise.resolve();
      return writingOutput(async () => {
        const root = path.join(path.resolve(config.outDir ?? 'doc_build'), 'search-index');
        rmSync(root, { recursive: true, force: true });
        for (const [name, files] of await (built ?? filesInWorker(pageData))) {
          const dir = path.join(root, name);
          mkdirSync(dir, { recursive: true });
          for (const [file, text] of files) writeFileSync(path.join(dir, file), text);
        }
        built = undefined;
      });
    },
  };
}

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { packRecords } from '../../theme/components/Search/logic/pack';
import type { SearchRecord } from '../../theme/components/Search/logic/types';
import type { PageData } from '../page-data';
import { type IndexablePage, indexOf, pageRecords } from './records';

/** Each index's records, by index name. */
async function indexes(pageData: PageData): Promise<Map<string, SearchRecord[]>> {
  const pages = (await pageData()) as unknown as IndexablePage[];
  const byIndex = new Map<string, SearchRecord[]>();
  for (const page of pages) {
    const records = pageRecords(page);
    if (records.length === 0) continue;
    const name = indexOf(page.routePath);
    const list = byIndex.get(name);
    if (list) list.push(...records);
    else byIndex.set(name, records);
  }
  return byIndex;
}

/** One index file's contents. */
const indexJson = (records: SearchRecord[]) => JSON.stringify(packRecords(records));

/**
 * Writes the local search indexes, one JSON file per docs version (`/search-index/<version>.json`;
 * the current one also holds the blog and site pages).
 */
export function searchIndexPlugin(pageData: PageData): RspressPlugin {
  return {
    name: 'rainbond-search-index',
    // The dev server answers the index requests from memory, so search works while writing (with the
    // pages as they were at the first search since the server started).
    builderConfig: {
      server: {
        setup: ({ action, server }) => {
          if (action !== 'dev') return;
          server.middlewares.use((req, res, next) => {
            const name = /^\/search-index\/([\w.-]+)\.json(?:\?|$)/.exec(req.url ?? '')?.[1];
            if (!name) return next();
            indexes(pageData).then((found) => {
              const records = found.get(name);
              if (!records) return next();
              res.setHeader('Content-Type', 'application/json; charset=utf-8');
              res.end(indexJson(records));
            }, next);
          });
        },
      },
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      mkdirSync(path.join(outDir, 'search-index'), { recursive: true });
      for (const [name, records] of await indexes(pageData)) writeFileSync(path.join(outDir, 'search-index', `${name}.json`), indexJson(records));
    },
  };
}

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { packRecords } from '../../theme/components/Search/logic/pack';
import type { SearchRecord } from '../../theme/components/Search/logic/types';
import { type IndexablePage, indexOf, pageRecords } from './records';

/** One index file's contents. */
const indexJson = (records: SearchRecord[]) => JSON.stringify(packRecords(records));

/**
 * Writes the local search indexes, one JSON file per docs version (`/search-index/<version>.json`;
 * the current one also holds the blog and site pages), and drops Rspress's own unused index.
 */
export function searchIndexPlugin(): RspressPlugin {
  const byIndex = new Map<string, SearchRecord[]>();
  return {
    name: 'rainbond-search-index',
    // The dev server answers the index requests from memory, so search works while writing
    // (with the pages as they were when the server started).
    builderConfig: {
      server: {
        setup: ({ action, server }) => {
          if (action !== 'dev') return;
          server.middlewares.use((req, res, next) => {
            const name = /^\/search-index\/([\w.-]+)\.json(?:\?|$)/.exec(req.url ?? '')?.[1];
            const records = name ? byIndex.get(name) : undefined;
            if (!records) return next();
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(indexJson(records));
          });
        },
      },
    },
    // Records are made here, before extendPageData slims the same page objects for the runtime.
    modifySearchIndexData(data) {
      byIndex.clear();
      for (const page of data as unknown as IndexablePage[]) {
        const records = pageRecords(page);
        if (records.length === 0) continue;
        const name = indexOf(page.routePath);
        byIndex.set(name, [...(byIndex.get(name) ?? []), ...records]);
      }
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      mkdirSync(path.join(outDir, 'search-index'), { recursive: true });
      for (const [name, records] of byIndex) writeFileSync(path.join(outDir, 'search-index', `${name}.json`), indexJson(records));
      const staticDir = path.join(outDir, 'static');
      for (const file of readdirSync(staticDir)) if (file.startsWith('search_index.')) rmSync(path.join(staticDir, file));
    },
  };
}

// Prints pages' Markdown twins (core/markdown/twin.ts) for plugins/markdown-twin in a worker thread: printing
// is CPU work the main thread, compiling pages meanwhile, need not do.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import { serveJobs } from '../shared/serveJobs.mjs';

const { markdownBody } = await createJiti(import.meta.url).import('../../core/markdown/twin.ts');

serveJobs(({ tree, title, origin, route, file }) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ title, body: markdownBody(JSON.parse(tree), { origin, route, title }) }));
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DocsVersion, VERSIONS } from '../../core/data/versions';
import { contentTitle } from '../../core/dialect/headings';
import type { SourceDoc } from '../../core/docs/types';
import { lineOfKey, validateFrontmatter } from '../frontmatter-check/validate';
import { CACHE_DIR } from '../shared/cacheDir';
import { COMPAT_MODE } from '../shared/compatMode';
import { codeVersion, fileKey, type KeyedStore, keyedStore } from '../shared/keyedStore';
import { listFiles } from '../shared/listFiles';

const MARKDOWN = /\.mdx?$/;

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The code that reads a source: this file, the front matter rules and the dialect it reads titles in. */
const READER = [
  path.join(import.meta.dirname, 'sources.ts'),
  path.join(ROOT, 'plugins/frontmatter-check/validate.ts'),
  path.join(ROOT, 'core/frontmatter/schema.ts'),
  ...readdirSync(path.join(ROOT, 'core/dialect')).map((file) => path.join(ROOT, 'core/dialect', file)),
];

/**
 * Each source's reading from the last start, by its path, size and modification time: the dev server and
 * every build read and checked the front matter of every doc before anything else (0.2 s per 700 pages,
 * growing with the tree). The compatibility harness reads afresh, as its checks warn.
 */
export function sourceStore(): KeyedStore<SourceDoc> | undefined {
  return COMPAT_MODE ? undefined : keyedStore<SourceDoc>(path.join(CACHE_DIR, 'doc-sources.v8'), codeVersion(READER.sort()));
}

/** Markdown sources of one version: its folder minus nested version folders, plus its landing page. */
export async function readVersionSources(docsRoot: string, version: DocsVersion, store?: KeyedStore<SourceDoc>): Promise<SourceDoc[]> {
  const dir = path.join(docsRoot, version.dir);
  // A nested version (docs/5.17/ and its landing docs/5.17.md) is not part of the outer one.
  const nested = VERSIONS.filter((other) => other !== version && other.dir.startsWith(`${version.dir}/`)).map((other) => path.join(docsRoot, other.dir));
  const isNested = (file: string) => nested.some((prefix) => file.startsWith(prefix + path.sep) || file.replace(MARKDOWN, '') === prefix);
  const files = (await listFiles(dir, MARKDOWN)).filter((file) => !isNested(file));
  const landing = ['.md', '.mdx'].map((ext) => path.join(docsRoot, `${version.dir}${ext}`));
  const sources: SourceDoc[] = [];
  for (const file of [...landing, ...files]) {
    const key = fileKey(file, version.dir);
    if (!key) continue;
    const kept = store?.get(key);
    if (kept) {
      sources.push(kept);
      continue;
    }
    // Read in turn, not awaited one by one: each await waited on the thread pool, and a first start at 7,000
    // pages sat idle for 2 s of its 6 s of reading.
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const relative = path.relative(process.cwd(), file);
    const id = landing.includes(file) ? '' : path.relative(dir, file).split(path.sep).join('/').replace(MARKDOWN, '');
    const frontmatter = validateFrontmatter(relative, text, 'doc');
    const keyLines = Object.fromEntries(Object.keys(frontmatter).map((key) => [key, lineOfKey(text, key)]));
    const doc = { id, file: relative, frontmatter, keyLines, contentTitle: contentTitle(text) };
    store?.set(key, doc);
    sources.push(doc);
  }
  return sources;
}

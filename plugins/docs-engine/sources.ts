import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type DocsVersion, VERSIONS } from '../../core/data/versions';
import { contentTitle } from '../../core/dialect/headings';
import type { SourceDoc } from '../../core/docs/types';
import { lineOfKey, validateFrontmatter } from '../frontmatter-check/validate';
import { listFiles } from '../shared/listFiles';

const MARKDOWN = /\.mdx?$/;

/** Markdown sources of one version: its folder minus nested version folders, plus its landing page. */
export async function readVersionSources(docsRoot: string, version: DocsVersion): Promise<SourceDoc[]> {
  const dir = path.join(docsRoot, version.dir);
  // A nested version (docs/5.17/ and its landing docs/5.17.md) is not part of the outer one.
  const nested = VERSIONS.filter((other) => other !== version && other.dir.startsWith(`${version.dir}/`)).map((other) => path.join(docsRoot, other.dir));
  const isNested = (file: string) => nested.some((prefix) => file.startsWith(prefix + path.sep) || file.replace(MARKDOWN, '') === prefix);
  const files = (await listFiles(dir, MARKDOWN)).filter((file) => !isNested(file));
  const landing = ['.md', '.mdx'].map((ext) => path.join(docsRoot, `${version.dir}${ext}`));
  const sources: SourceDoc[] = [];
  for (const file of [...landing, ...files]) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      continue;
    }
    const relative = path.relative(process.cwd(), file);
    const id = landing.includes(file) ? '' : path.relative(dir, file).split(path.sep).join('/').replace(MARKDOWN, '');
    const frontmatter = validateFrontmatter(relative, text, 'doc');
    const keyLines = Object.fromEntries(Object.keys(frontmatter).map((key) => [key, lineOfKey(text, key)]));
    sources.push({ id, file: relative, frontmatter, keyLines, contentTitle: contentTitle(text) });
  }
  return sources;
}

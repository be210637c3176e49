import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VERSIONS } from '../core/data/versions';
import { copySite, SITE_SOURCES } from './siteCopy';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCS = path.join(ROOT, 'docs/docs');
const isPage = (name: string) => /\.mdx?$/.test(name);

/** Older versions nest inside the current tree (docs/docs/5.17): their folders and category pages. */
const OLDER = VERSIONS.filter((version) => !version.isLast).map((version) => path.relative('docs', version.dir));
const inOlder = (name: string) => OLDER.some((dir) => name === dir || name.startsWith(`${dir}${path.sep}`) || name.startsWith(`${dir}.`));

/** Pages of the whole site's sources and of the current docs tree alone. */
export function sourcePages(): { site: number; currentDocs: number } {
  const site = readdirSync(path.join(ROOT, 'docs'), { recursive: true }).filter((name) => isPage(String(name))).length;
  const blog = readdirSync(path.join(ROOT, 'blog')).filter(isPage).length;
  const currentDocs = readdirSync(DOCS, { recursive: true }).filter((name) => isPage(String(name)) && !inOlder(String(name))).length;
  return { site: site + blog, currentDocs };
}

/**
 * A copy of the site, beside this checkout's packages, whose docs are `factor` times as many pages: copies of the
 * current docs tree, each a folder of the current version with its own titles (`（副本 N）`), are added until the
 * copy's pages reach `factor` × ours. Returns its folder (a git repository, as page dates need).
 */
export function scaleTree(factor: number): { dir: string; copies: number } {
  const dir = mkdtempSync(path.join(tmpdir(), `rb-scale-${factor}x-`));
  // nginx workers read the build as an unprivileged user.
  chmodSync(dir, 0o755);
  copySite(
    dir,
    SITE_SOURCES.filter((entry) => entry !== 'docs'),
  );
  cpSync(path.join(ROOT, 'docs'), path.join(dir, 'docs'), { recursive: true });
  const { site, currentDocs } = sourcePages();
  const copies = Math.ceil(((factor - 1) * site) / currentDocs);
  for (let copy = 1; copy <= copies; copy++) {
    const target = path.join(dir, 'docs/docs', `scale-${copy}`);
    cpSync(DOCS, target, { recursive: true, filter: (source) => !inOlder(path.relative(DOCS, source)) });
    for (const file of readdirSync(target, { recursive: true })) {
      const full = path.join(target, String(file));
      if (!isPage(full)) continue;
      const original = path.join(dir, 'docs/docs', String(file));
      // A relative import of a file outside the docs tree (a component) climbs one folder more from the copy.
      const imports = (source: string) =>
        source.replace(/(from\s+['"])(\.\.?\/[^'"]+)/g, (whole, from: string, specifier: string) => {
          const resolved = path.resolve(path.dirname(original), specifier);
          return resolved.startsWith(`${path.join(dir, 'docs/docs')}${path.sep}`) ? whole : `${from}${path.relative(path.dirname(full), resolved)}`;
        });
      writeFileSync(
        full,
        imports(readFileSync(full, 'utf8'))
          .replace(/^title: (.*)$/m, `title: $1（副本 ${copy}）`)
          .replace(/sidebar_position: \d+/, 'sidebar_position: 99'),
      );
    }
  }
  execFileSync('git', ['init', '-q'], { cwd: dir });
  return { dir, copies };
}

if (process.argv[1] === import.meta.filename) {
  const factor = Number(process.argv[2] ?? 2);
  process.stdout.write(`${scaleTree(factor).dir}\n`);
}

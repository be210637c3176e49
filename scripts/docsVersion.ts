/**
 * npm run docs:version -- <new label>, e.g. `npm run docs:version -- 6.3`
 *
 * Freezes today's docs as a version of their own under their label (V6.2 → /docs/6.2, docs/docs/6.2/)
 * and gives the current tree, still at /docs, the new label. Links of the frozen pages into the current
 * docs are pointed at the frozen copy. Everything else version-specific follows from VERSIONS.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VERSIONS } from '../core/data/versions';
import { freezeLinks, frozenEntry, moveImports, versionsSource } from './versionCut';

const ROOT = process.cwd();
const DOCS = path.join(ROOT, 'docs');

function fail(message: string): never {
  process.stderr.write(`${message}\nusage: npm run docs:version -- <new label, e.g. 6.3>\n`);
  process.exit(2);
}

const wanted = process.argv[2]?.replace(/^v/i, '') ?? fail('no version given');
if (!/^\d+(\.\d+)*$/.test(wanted)) fail(`"${wanted}" is not a version number such as 6.3`);
const current = VERSIONS.find((version) => version.isLast) ?? fail('core/data/versions.ts has no current version');
const name = current.label.replace(/^v/i, '');
const newLabel = `V${wanted}`;
if (VERSIONS.some((version) => version.label === newLabel)) fail(`${newLabel} is already a version`);
const frozen = frozenEntry(current, name);
const target = path.join(DOCS, frozen.dir);
if (existsSync(target)) fail(`${path.relative(ROOT, target)} already exists`);

// The current tree without the versions nested in it (their folders and landing pages).
const currentDir = path.join(DOCS, current.dir);
const nested = VERSIONS.filter((version) => version !== current && version.dir.startsWith(`${current.dir}/`)).map((version) => path.join(DOCS, version.dir));
const isNested = (file: string) =>
  nested.some((dir) => file === dir || file.startsWith(`${dir}${path.sep}`) || (/\.mdx?$/.test(file) && file.replace(/\.mdx?$/, '') === dir));
const older = VERSIONS.filter((version) => version !== current).map((version) => version.path);
/** A copied page: its links into the current docs and its relative imports, from `original`'s folder. */
const freeze = (file: string, original: string) => {
  if (!/\.mdx?$/.test(file)) return;
  const posixDir = (name: string) => path.relative(ROOT, path.dirname(name)).split(path.sep).join('/');
  const text = moveImports(readFileSync(file, 'utf8'), posixDir(original), posixDir(file));
  writeFileSync(file, freezeLinks(text, current.path, frozen.path, older));
};

// File by file: the copy goes inside the tree it copies, which a recursive copy refuses.
for (const entry of readdirSync(currentDir, { recursive: true }).map(String)) {
  const source = path.join(currentDir, entry);
  if (isNested(source) || !statSync(source).isFile()) continue;
  mkdirSync(path.dirname(path.join(target, entry)), { recursive: true });
  cpSync(source, path.join(target, entry));
  freeze(path.join(target, entry), source);
}
for (const ext of ['.md', '.mdx']) {
  const landing = path.join(DOCS, `${current.dir}${ext}`);
  if (existsSync(landing)) {
    cpSync(landing, `${target}${ext}`);
    freeze(`${target}${ext}`, landing);
  }
}

const versionsFile = path.join(ROOT, 'core/data/versions.ts');
writeFileSync(versionsFile, versionsSource(readFileSync(versionsFile, 'utf8'), current, newLabel, frozen));
process.stdout.write(
  `${current.label} is frozen at ${frozen.path} (${path.relative(ROOT, target)}); ${current.path} is now ${newLabel}.\n` +
    'Review the copied pages, then build: npm run build\n',
);

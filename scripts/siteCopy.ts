import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** What the site is built from: a copy of these, beside this checkout's node_modules, builds the same site. */
export const SITE_SOURCES = [
  'docs',
  'blog',
  'core',
  'rspress-internals',
  'theme',
  'components',
  'plugins',
  'public',
  'rspress.config.ts',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package.json',
  'package-lock.json',
  '.npmrc',
  'tsconfig.json',
];

/** Folders of node_modules that builds write into: each copy has its own (Rspress writes its generated pages there). */
const WRITTEN = new Set(['.rspress', '.cache']);

/**
 * Copies the site's sources (all, or those named) into `dir` and links this checkout's packages there,
 * one link per package, so that a copy building beside this checkout, or beside another copy, never
 * writes over their generated files.
 */
export function copySite(dir: string, sources: string[] = SITE_SOURCES): void {
  for (const entry of sources) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (!WRITTEN.has(entry)) symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
}

import { cpSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** What the site is built from: a copy of these, beside this checkout's node_modules, builds the same site. */
export const SITE_SOURCES = [
  'docs',
  'blog',
  'core',
  'theme',
  'components',
  'plugins',
  'public',
  'rspress.config.ts',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package.json',
  'tsconfig.json',
];

/** Copies the site's sources (all, or those named) into `dir` and links this checkout's node_modules there. */
export function copySite(dir: string, sources: string[] = SITE_SOURCES): void {
  for (const entry of sources) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
}

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where our plugins write the data modules the theme imports. RAINBOND_CACHE_DIR moves it for a copy
 * of the site that borrows this one's node_modules (the dev-server test, the scale bench), so the
 * copy cannot overwrite this site's data.
 */
export const CACHE_DIR = process.env.RAINBOND_CACHE_DIR ?? path.resolve(import.meta.dirname, '../../node_modules/.cache/rainbond');

/** Writes a data module (JSON or JS) unless it already holds `content`: an unchanged module must not trigger a dev reload. */
export function writeDataModule(file: string, content: string): void {
  let previous = '';
  try {
    previous = readFileSync(file, 'utf8');
  } catch {
    // First write.
  }
  if (previous === content) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

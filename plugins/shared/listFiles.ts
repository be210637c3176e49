import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** All files below `dir` whose name matches `pattern`, sorted for stable output. */
export async function listFiles(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The HTML pages a build wrote under `outDir`: not the server bundle's folder. */
export async function listPages(outDir: string): Promise<string[]> {
  return (await listFiles(outDir, /\.html$/)).filter((file) => !file.includes(`${path.sep}__ssg__${path.sep}`));
}

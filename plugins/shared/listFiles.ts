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

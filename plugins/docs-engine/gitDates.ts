import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface FileUpdate {
  /** Seconds since the epoch of the last commit touching the file. */
  time: number;
  author: string;
}

/** A page's own `last_update` front matter. */
export interface OwnUpdate {
  date?: unknown;
  author?: unknown;
}

/** A file's path as `git log` names it (from the working folder, with forward slashes). */
export const gitPathOf = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

/** Read once per folder: the pages and the sitemap show the same dates. */
const walked = new Map<string, Map<string, FileUpdate>>();

/** Last commit time and author of every file under `dir`, from one `git log` walk (newest first). */
export function lastUpdates(dir: string): Map<string, FileUpdate> {
  const known = walked.get(dir);
  if (known) return known;
  const updates = new Map<string, FileUpdate>();
  walked.set(dir, updates);
  let log: string;
  try {
    log = execFileSync('git', ['log', '--format=%x1e%ct%x1f%an', '--name-only', '--', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return updates;
  }
  for (const entry of log.split('\x1e')) {
    const [header, ...files] = entry.split('\n');
    const [time, author] = header.split('\x1f');
    if (!time) continue;
    for (const file of files) {
      if (file && !updates.has(file)) updates.set(file, { time: Number(time), author });
    }
  }
  return updates;
}

/** When a page last changed and who changed it: its `last_update` front matter wins over git's record, as in Docusaurus. */
export function lastUpdateOf(fromGit: FileUpdate | undefined, own: OwnUpdate | undefined): { time: Date; author: string } | undefined {
  const date = own?.date === undefined ? undefined : new Date(own.date as string | Date);
  const time = date ?? (fromGit && new Date(fromGit.time * 1000));
  if (!time) return undefined;
  return { time, author: own?.author === undefined ? (fromGit?.author ?? '') : String(own.author) };
}

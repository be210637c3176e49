import { execFileSync } from 'node:child_process';

export interface FileUpdate {
  /** Seconds since the epoch of the last commit touching the file. */
  time: number;
  author: string;
}

/** Last commit time and author of every file under `dir`, from one `git log` walk (newest first). */
export function lastUpdates(dir: string): Map<string, FileUpdate> {
  const updates = new Map<string, FileUpdate>();
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

import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writing of output files by plugins' afterBuild hooks, still under way. */
const pending = new Set<Promise<unknown>>();

/**
 * Runs `write`, an afterBuild hook's writing of files into the output, so that the link check can wait for
 * it: Rspress runs every plugin's afterBuild at once, and pages link some of those files (Markdown twins,
 * copied assets). Call it before the hook's first await.
 */
export function writingOutput<T>(write: () => Promise<T>): Promise<T> {
  const running = write();
  pending.add(running);
  running.then(
    () => pending.delete(running),
    () => pending.delete(running),
  );
  return running;
}

/** Settles once every writing started so far has ended, however it ended. */
export const outputWritten = (): Promise<unknown> => Promise.allSettled([...pending]);

/** Files written at once: enough to keep libuv's threads busy, few enough not to hold every file open. */
const WRITES_AT_ONCE = 32;

/**
 * Writes `files` (path and text), off the main thread and several at a time: written one by one with
 * writeFileSync, the search index (1,142 files) and the Markdown twins (668) held the main thread ~0.6 s
 * at the end of every build.
 */
export async function writeFiles(files: Iterable<readonly [string, string]>): Promise<void> {
  const queue = [...files];
  for (const dir of new Set(queue.map(([file]) => path.dirname(file)))) mkdirSync(dir, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const [file, text] = queue[next++];
      await writeFile(file, text);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITES_AT_ONCE, queue.length) }, worker));
}

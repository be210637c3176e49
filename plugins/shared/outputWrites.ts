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

import { Worker } from 'node:worker_threads';

/**
 * Runs jobs in a worker thread running `file` (which answers with ./serveJobs.mjs), started on the first
 * job; answers may come in any order. The thread keeps the process alive only while a job is pending: an
 * idle one must not hold a finished build open.
 */
export function jobWorker<Job, Result>(file: string): (job: Job) => Promise<Result> {
  let worker: Worker | undefined;
  const waiting = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const finish = () => {
    if (waiting.size === 0) worker?.unref();
  };
  const start = () => {
    const started = new Worker(file);
    started.on('message', ({ id, result, error }: { id: number; result?: Result; error?: string }) => {
      const job = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) job?.reject(new Error(error));
      else job?.resolve(result as Result);
      finish();
    });
    started.on('error', (error) => {
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
      worker = undefined;
      finish();
    });
    return started;
  };
  return (job) => {
    worker ??= start();
    const id = nextId++;
    const answer = new Promise<Result>((resolve, reject) => waiting.set(id, { resolve, reject }));
    worker.ref();
    worker.postMessage({ id, job });
    return answer;
  };
}

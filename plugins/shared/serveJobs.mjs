// The worker's side of ./jobWorker.ts: answers each job with `handle`'s result, or its error's message.
import { parentPort } from 'node:worker_threads';

export function serveJobs(handle) {
  parentPort.on('message', async ({ id, job }) => {
    try {
      parentPort.postMessage({ id, result: await handle(job) });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}

// Builds the search index files (./indexFiles.ts) in a worker thread, so a build renders its pages meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';

const { indexFiles } = await createJiti(import.meta.url).import('./indexFiles.ts');
parentPort.postMessage(indexFiles(workerData.collections, workerData.tokenStore));

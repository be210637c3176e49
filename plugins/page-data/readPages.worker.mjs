// Rspress's page reader, run in a worker thread by plugins/page-data over the routes it is given.
import { parentPort, workerData } from 'node:worker_threads';
import { extractPageData } from '@rspress/core/dist/node/route/extractPageData.js';

const { routes, options } = workerData;
const pages = await extractPageData({ getRoutes: () => routes, getRoutePageByRoutePath: () => undefined }, options);
// The flattened source is a second copy of each page that no reader of ours uses.
parentPort.postMessage(pages.map(({ _flattenContent, ...page }) => page));

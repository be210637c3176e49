// Rspress's page reader (not part of its public API), for a worker thread that has only the routes:
// it asks the route service for nothing but the routes and, for each, an optional page object.
import { extractPageData } from '@rspress/core/dist/node/route/extractPageData.js';

/** Every route's page data: title, headings, text, front matter and the flattened source (`_flattenContent`). */
export const readPages = (routes, options) => extractPageData({ getRoutes: () => routes, getRoutePageByRoutePath: () => undefined }, options);

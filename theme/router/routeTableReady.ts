/**
 * The route module of Rspress's browser entries (plugins/route-table): the page being opened renders
 * from its section's routes, so the app starts once they are here.
 */
import { removeBase } from '../../rspress-internals/browser/runtimeUtils';
import { findRoute } from './routeTable';

export * from './routeTable';

await findRoute(removeBase(window.location.pathname));

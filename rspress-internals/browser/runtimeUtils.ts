// Helpers of Rspress's runtime for our route module (theme/router/routeTable.ts). The runtime's public
// entry exports them too, but it imports the route module that ours replaces: importing it from there
// would be a cycle.
export { normalizeHrefInRuntime, removeBase } from '@rspress/core/dist/runtime/utils.js';

import type { Route } from '@rspress/shared';

// Rspress's `virtual-routes` as the browser build sees it (plugins/route-table): no routes until a
// section loads. Tests fill `sections`.
export const routes: Route[] = [];
export const sections: Record<string, () => Promise<{ default: Route[] }>> = {};

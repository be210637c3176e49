// Rspress's virtual modules that our route module (theme/router/routeTable.ts) reads; Rspress ships no types for them.

declare module 'virtual-routes' {
  import type { Route } from '@rspress/shared';

  /** Every route in the server render; in the browser, the routes of the sections loaded so far. */
  export const routes: Route[];
  /** In the browser, each section's routes (core/routes/section.ts), loaded on demand; empty in the server render. */
  export const sections: Record<string, () => Promise<{ default: Route[] }>>;
}

declare module 'virtual-site-data' {
  import type { SiteData } from '@rspress/shared';

  const siteData: SiteData;
  export default siteData;
}

/** React Refresh's runtime (no types of its own): the part the dev server's refresh uses. */
declare module 'react-refresh/runtime' {
  export function performReactRefresh(): unknown;
}

import type { Route } from '@rspress/shared';
import { routes, sections } from 'virtual-routes';
import siteData from 'virtual-site-data';
import { routeSection } from '../../core/routes/section';
import { normalizeHrefInRuntime, removeBase } from '../../rspress-internals/browser/runtimeUtils';

/**
 * Stands in for Rspress's runtime route module (`@rspress/core/dist/runtime/route.js`, swapped by
 * plugins/route-table), with its exports and matching rules, over a route table that the browser
 * loads a section at a time: a page's JS carries its own section's routes, not the whole site's.
 * The server render has every route from the start.
 */

/** A path as routes are matched: decoded, without query, hash, `.html`, `/index` or trailing slash, in lower case. */
function routeKey(path: string): string {
  return decodeURIComponent(path)
    .replace(/[?#].*$/, '')
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/$/, '')
    .toLowerCase();
}

const byKey = new Map(routes.map((route) => [routeKey(route.path), route]));
const loading = new Map<string, Promise<void>>();

function addRoutes(loaded: Route[]) {
  for (const route of loaded) {
    routes.push(route);
    byKey.set(routeKey(route.path), route);
  }
}

export function matchPath(pattern: string, pathname: string): { path: string } | null {
  return routeKey(pattern) === routeKey(pathname) ? { path: pattern } : null;
}

export const isActive = (itemLink: string, currentPathname: string) => matchPath(itemLink, currentPathname) !== null;

/** The route of `pathname` if its section is loaded (findRoute loads it). */
export const pathnameToRouteService = (pathname: string): Route | undefined => byKey.get(routeKey(pathname));

/** Loads the routes of the section `pathname` is in (once; a failed load is tried again next time) and returns its route, if any. */
export async function findRoute(pathname: string): Promise<Route | undefined> {
  const section = routeSection(routeKey(pathname));
  const load = sections[section];
  if (load) {
    let pending = loading.get(section);
    if (!pending) {
      pending = load().then((module) => addRoutes(module.default));
      loading.set(section, pending);
      pending.catch(() => loading.delete(section));
    }
    await pending;
  }
  return pathnameToRouteService(pathname);
}

export function redirectToCleanUrl(location: Pick<Location, 'hash' | 'pathname' | 'search'>, history: Pick<History, 'replaceState' | 'state'>): boolean {
  if (siteData.route?.cleanUrlsRedirect === false) return false;
  const route = pathnameToRouteService(removeBase(location.pathname));
  if (!route) return false;
  const canonical = `${siteData.base.replace(/\/$/, '')}${normalizeHrefInRuntime(route.path)}`;
  if (location.pathname === canonical) return false;
  history.replaceState(history.state, '', `${canonical}${location.search}${location.hash}`);
  return true;
}

/** Loads a page's code ahead of a visit, and its section's routes first if need be. */
export const preloadRoute = (pathname: string): Promise<unknown> => findRoute(pathname).then((route) => route?.preload());

export function preloadLink(link: string): void {
  if (siteData.route?.prefetchLink === false) return;
  preloadRoute(link).catch(() => undefined);
}

import { preloadRoute } from '../router/routeTable';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * In the dev server a prefetch makes it compile the linked pages on demand and push a hot update to
 * the page being written (a second compile racing the first ends in a full reload): only builds prefetch.
 */
const DEV_SERVER = process.env.NODE_ENV === 'development';

/** No prefetching for readers on slow-2g/2g connections or with data saver on: prefetching would spend what they are saving. */
export function prefetchAllowed(
  connection: NetworkInformation | undefined = (navigator as Navigator & { connection?: NetworkInformation }).connection,
): boolean {
  if (DEV_SERVER) return false;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

const prefetched = new Set<string>();

/** Loads a route's code ahead of a likely visit; each route once, failures left for the real navigation. */
export function prefetchRoute(routePath: string): void {
  if (prefetched.has(routePath) || !prefetchAllowed()) return;
  prefetched.add(routePath);
  preloadRoute(routePath).catch(() => prefetched.delete(routePath));
}

let observer: IntersectionObserver | undefined;
const observed = new WeakMap<Element, string>();

/** One shared observer: a link that scrolls into view has its route prefetched when the browser is idle. */
export function prefetchWhenVisible(element: Element, routePath: string): () => void {
  if (typeof IntersectionObserver === 'undefined' || !prefetchAllowed()) return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const path = observed.get(entry.target);
      observer?.unobserve(entry.target);
      if (path) (window.requestIdleCallback ?? setTimeout)(() => prefetchRoute(path));
    }
  });
  observed.set(element, routePath);
  observer.observe(element);
  return () => observer?.unobserve(element);
}

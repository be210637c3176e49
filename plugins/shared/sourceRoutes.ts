/**
 * The route of every doc and post source file, by absolute path, as the docs engine and the blog work them
 * out before pages are compiled: links to `.md` files are rewritten to the page they lead to.
 */
const routes = new Map<string, string>();

export function setSourceRoute(file: string, route: string): void {
  routes.set(file, route);
}

export const sourceRouteOf = (file: string) => routes.get(file);

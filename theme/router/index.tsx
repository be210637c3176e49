import { createContext, type ReactNode, startTransition, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Location, type Path, parsePath, resolvePath } from './paths';
import { findRoute, pathnameToRouteService } from './routeTable';

/**
 * The router Rspress's runtime and our theme use, standing in for react-router-dom (aliased in
 * rspress.config.ts). A static site with one page per path needs a location, navigation through the
 * History API and the Back button: those parts of react-router-dom's API are here, with its
 * semantics, at a tenth of the 12.7 KB gzip it added to every page.
 */

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type { Location, Path };

export type NavigateFunction = (to: string | Path | number, options?: NavigateOptions) => void;

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

/** What the browser keeps per history entry, in react-router's shape so entries stay readable across the swap. */
interface EntryState {
  usr: unknown;
  key: string;
}

const stripBase = (pathname: string, basename: string) =>
  basename && (pathname === basename || pathname.startsWith(`${basename}/`)) ? pathname.slice(basename.length) || '/' : pathname;

function readLocation(basename: string): Location {
  const state = window.history.state as Partial<EntryState> | null;
  const { pathname, search, hash } = window.location;
  return { pathname: stripBase(pathname, basename), search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The browser's router: follows history entries, and pushes or replaces them on navigation. */
export function BrowserRouter({ basename = '', useTransitions, children }: { basename?: string; useTransitions?: boolean; children?: ReactNode }) {
  const [location, setLocationNow] = useState(() => readLocation(basename));
  const latest = useRef<Location | null>(null);
  // As in react-router, updates are transitions unless turned off: a page still loading keeps the old one on screen.
  const show = useCallback(
    (next: Location) => (useTransitions === false ? setLocationNow(next) : startTransition(() => setLocationNow(next))),
    [useTransitions],
  );
  // A location in a section whose routes the browser has not loaded yet (the Back button, a
  // pushState of other code) waits for them, so the page it shows is known; the newest location wins.
  // Routes that cannot load leave it to a full page load, as a failed navigation does.
  const setLocation = useCallback(
    (next: Location) => {
      latest.current = next;
      if (pathnameToRouteService(next.pathname)) {
        show(next);
        return;
      }
      findRoute(next.pathname).then(
        () => latest.current === next && show(next),
        () => latest.current === next && window.location.reload(),
      );
    },
    [show],
  );
  useLayoutEffect(() => {
    const onPop = () => setLocation(readLocation(basename));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [basename, setLocation]);
  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const url = `${basename}${resolvePath(to, readLocation(basename))}`;
      const entry: EntryState = { usr: options.state ?? null, key: newKey() };
      try {
        if (options.replace) window.history.replaceState(entry, '', url);
        else window.history.pushState(entry, '', url);
      } catch {
        // Safari limits pushState calls; a full load still gets there.
        window.location.assign(url);
        return;
      }
      setLocation(readLocation(basename));
    },
    [basename, setLocation],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The server's router: one fixed location; navigating is an error, as there is nowhere to go. */
export function StaticRouter({ location, basename = '', children }: { location: string; basename?: string; children?: ReactNode }) {
  const value = useMemo<RouterValue>(() => {
    const { pathname = '/', search = '', hash = '' } = parsePath(location);
    return {
      location: { pathname: stripBase(pathname, basename), search, hash, state: null, key: 'default' },
      navigate: () => {
        throw new Error('navigate() cannot be called while rendering on the server');
      },
    };
  }, [location, basename]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation() and useNavigate() need a <BrowserRouter> or <StaticRouter> above them');
  return router;
}

export const useLocation = (): Location => useRouter().location;

export const useNavigate = (): NavigateFunction => useRouter().navigate;

type SearchInit = string | URLSearchParams | Record<string, string>;

/** The query of the current location, and a setter that navigates to the same path with a new one. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback((next: SearchInit, options?: NavigateOptions) => navigate(`?${new URLSearchParams(next)}`, options), [navigate]);
  return [params, setParams];
}

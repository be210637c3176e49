import type { RouteMeta } from '@rspress/core';
import type { RouteService as RspressRouteService } from '@rspress/core/dist/node/route/RouteService.js';

/**
 * The part of Rspress's RouteService that our plugins use. Rspress passes the service to the
 * `routeServiceGenerated` hook typed `any`; naming its members here makes the type checker see each
 * one, and the contract test (tests/unit/rspress-border.test.ts) runs each on a real service.
 */
export type RouteService = Pick<RspressRouteService, 'routeData' | 'getRoutes' | 'generateRoutesCode' | 'getRoutePageByRouteLink'>;

/** The source file of the page a link leads to, when it leads to one. */
export const pageFileOfLink = (service: RouteService, link: string): string | undefined => service.getRoutePageByRouteLink(link)?.routeMeta.absolutePath;

/** Every later reader of the routes (Rspress's route table, page data and chunk assets included) sees them through `change`. */
export function changeRoutes(service: RouteService, change: (routes: RouteMeta[]) => RouteMeta[]): void {
  const getRoutes = service.getRoutes.bind(service);
  service.getRoutes = () => change(getRoutes());
}

/** Rspress's route module (`virtual-routes`) becomes what `generate` writes. */
export function replaceRoutesCode(service: RouteService, generate: () => string): void {
  service.generateRoutesCode = generate;
}

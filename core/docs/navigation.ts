import { type DocsVersion, VERSIONS } from '../data/versions';
import type { DocPageMeta, SidebarCategory, SidebarEntry } from './types';

const segmentPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The version whose tree holds `pathname`, matching whole path segments (`/docs/5.17x` is not 5.17). */
export function versionOfPath(pathname: string, versions: DocsVersion[] = VERSIONS): DocsVersion | undefined {
  return versions.filter((version) => segmentPrefix(pathname, version.path)).sort((a, b) => b.path.length - a.path.length)[0];
}

export interface Crumb {
  label: string;
  link?: string;
}

/** Categories leading to `route` in the sidebar, outermost first, ending with the page itself. */
export function breadcrumbs(entries: SidebarEntry[], route: string): Crumb[] {
  for (const entry of entries) {
    if (entry.type === 'link' && entry.link === route) return [{ label: entry.label }];
    if (entry.type === 'category') {
      if (entry.link === route) return [{ label: entry.label }];
      const inner = breadcrumbs(entry.items, route);
      if (inner.length > 0) return [{ label: entry.label, link: entry.link }, ...inner];
    }
  }
  return [];
}

/** Reading order of a sidebar: every page it links, categories before their items. */
export function flattenLinks(entries: SidebarEntry[]): { label: string; link: string }[] {
  return entries.flatMap((entry) => {
    if (entry.type === 'link') return [{ label: entry.label, link: entry.link }];
    const own = entry.link ? [{ label: entry.label, link: entry.link }] : [];
    return [...own, ...flattenLinks(entry.items)];
  });
}

/** The previous and next pages in the sidebar's reading order, or as the page's front matter sets them (null: none). */
export function prevNext(entries: SidebarEntry[], route: string, page?: Pick<DocPageMeta, 'prev' | 'next'>) {
  const links = flattenLinks(entries);
  const index = links.findIndex((link) => link.link === route);
  const inOrder = index === -1 ? { prev: undefined, next: undefined } : { prev: links[index - 1], next: links[index + 1] };
  const own = (link: DocPageMeta['prev'], fallback: (typeof links)[number] | undefined) => (link === undefined ? fallback : (link ?? undefined));
  return { prev: own(page?.prev, inOrder.prev), next: own(page?.next, inOrder.next) };
}

/** The items of the category whose own page is `route` (for category index cards). */
export function categoryItems(entries: SidebarEntry[], route: string): SidebarEntry[] | undefined {
  for (const entry of entries) {
    if (entry.type !== 'category') continue;
    if (entry.link === route) return entry.items;
    const inner = categoryItems(entry.items, route);
    if (inner) return inner;
  }
  return undefined;
}

/** The innermost category whose own page is `route`, or that lists `route` among its items. */
export function currentCategory(entries: SidebarEntry[], route: string): SidebarCategory | undefined {
  for (const entry of entries) {
    if (entry.type !== 'category') continue;
    const inner = currentCategory(entry.items, route);
    if (inner) return inner;
    if (entry.link === route || entry.items.some((item) => item.type === 'link' && item.link === route)) return entry;
  }
  return undefined;
}

/** Where the version switcher goes: the same page in the other version when it exists, else that version's start page. */
export function switchVersionPath(pathname: string, page: DocPageMeta | undefined, target: DocsVersion): string {
  const current = versionOfPath(pathname);
  if (current && page?.versions.includes(target.name)) return `${target.path}${pathname.slice(current.path.length)}`;
  return target.startPages?.[page?.sidebar ?? 'docs'] ?? target.path;
}

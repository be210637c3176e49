import type { DocsVersion, SidebarId } from '../../core/data/versions';
import { versionOfPath } from '../../core/docs/navigation';
import type { DocPageMeta, SidebarEntry } from '../../core/docs/types';

/**
 * Sidebars by version, as the doc pages bring them: the docs engine writes one module per version
 * and sidebar that registers it here, and each doc page imports its own sidebar's module. Pages
 * without one (the rest of the site) download no sidebar at all.
 */
const sidebars = new Map<string, SidebarEntry[]>();

export function registerSidebar(version: string, sidebar: SidebarId, entries: SidebarEntry[]): void {
  sidebars.set(`${version}/${sidebar}`, entries);
}

export const registeredSidebar = (version: string, sidebar: SidebarId): SidebarEntry[] | undefined => sidebars.get(`${version}/${sidebar}`);

export interface DocContext {
  version: DocsVersion;
  page: DocPageMeta | undefined;
  sidebar: SidebarEntry[];
}

/** Version, page meta and sidebar of the doc page at `pathname`, from what its own chunk brought. */
export function docContext(pathname: string, page: DocPageMeta | undefined): DocContext | undefined {
  const version = versionOfPath(pathname);
  if (!version) return undefined;
  return { version, page, sidebar: page?.sidebar ? (registeredSidebar(version.name, page.sidebar) ?? []) : [] };
}

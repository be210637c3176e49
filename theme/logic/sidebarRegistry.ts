import type { SidebarEntry } from '../../core/docs/types';
import type { SidebarId } from '../data/versions';

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

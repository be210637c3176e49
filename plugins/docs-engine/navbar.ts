import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkNavItemType } from '../../core/data/navbar';
import type { NavItem } from '../../core/data/site';
import { VERSIONS } from '../../core/data/versions';
import type { DocsData, SidebarEntry } from '../../core/docs/types';
import { ContentError } from '../frontmatter-check/validate';

export const SITE_DATA_FILE = 'core/data/site.ts';

const hasLink = (entries: SidebarEntry[]): boolean => entries.some((entry) => entry.type === 'link' || Boolean(entry.link) || hasLink(entry.items));

/**
 * Checks the navbar against the built docs: every item has a type the theme renders, and every
 * docSidebar item names a sidebar with a linkable page in every version. Errors point into the data file.
 */
export function validateNavbar(items: readonly NavItem[], data: DocsData, source = readFileSync(path.resolve(SITE_DATA_FILE), 'utf8')): void {
  const lineOf = (label: string) => {
    const index = source.split('\n').findIndex((line) => line.includes(`'${label}'`));
    return index === -1 ? 1 : index + 1;
  };
  const visit = (item: NavItem) => {
    try {
      checkNavItemType(item);
    } catch (error) {
      throw new ContentError(SITE_DATA_FILE, lineOf(item.label), (error as Error).message);
    }
    if (item.type === 'dropdown') item.items.forEach(visit);
    if (item.type !== 'docSidebar') return;
    for (const version of VERSIONS) {
      const sidebar = data[version.name]?.sidebars[item.sidebar];
      if (!sidebar || !hasLink(sidebar)) {
        throw new ContentError(
          SITE_DATA_FILE,
          lineOf(item.label),
          `navbar item "${item.label}" links to docs sidebar "${item.sidebar}", which has no linkable page in ${version.label}`,
        );
      }
    }
  };
  items.forEach(visit);
}

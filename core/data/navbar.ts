import type { NavItem } from './site';

const NAV_ITEM_TYPES: readonly string[] = ['link', 'docSidebar', 'dropdown'] satisfies NavItem['type'][];

/** Fails on a navbar item type the theme cannot render, in the words writers know from Docusaurus. */
export function checkNavItemType(item: { type?: unknown; label?: unknown }): void {
  if (!NAV_ITEM_TYPES.includes(item.type as string)) {
    throw new Error(`No NavbarItem component found for type "${String(item.type)}" (navbar item "${String(item.label)}")`);
  }
}

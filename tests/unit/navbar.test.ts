import { describe, expect, it } from 'vitest';
import { checkNavItemType } from '../../core/data/navbar';
import { NAV_ITEMS, type NavItem } from '../../core/data/site';
import { VERSIONS } from '../../core/data/versions';
import type { DocsData } from '../../core/docs/types';
import { validateNavbar } from '../../plugins/docs-engine/navbar';

const sidebars = (api: DocsData[string]['sidebars']['api']) => ({
  docs: [{ type: 'link' as const, label: '介绍', link: '/docs' }],
  api,
  store: [{ type: 'link' as const, label: '商店', link: '/docs/store/marketplace' }],
});
const data = (api: DocsData[string]['sidebars']['api']): DocsData => ({
  current: { sidebars: sidebars(api), pages: {}, generated: [] },
  '5.17': { sidebars: sidebars(api), pages: {}, generated: [] },
});
const SOURCE =
  "export const NAV_ITEMS = [\n  { type: 'docSidebar', label: '文档', sidebar: 'docs' },\n  { type: 'menu', label: '更多' },\n  { type: 'docSidebar', label: 'OpenAPI', sidebar: 'api' },\n];\n";

describe('navbar validation', () => {
  it('accepts the site navbar against the built docs', () => {
    expect(() => validateNavbar(NAV_ITEMS, data([{ type: 'link', label: 'OpenAPI 介绍', link: '/docs/Intro' }]), SOURCE)).not.toThrow();
  });

  it('rejects an unknown item type with the Docusaurus message, naming file and line', () => {
    const items = [NAV_ITEMS[0], { type: 'menu', label: '更多' } as unknown as NavItem];
    expect(() => validateNavbar(items, data([]), SOURCE)).toThrow('core/data/site.ts:3: No NavbarItem component found for type "menu" (navbar item "更多")');
  });

  it('rejects unknown types inside dropdowns too', () => {
    const items = [{ type: 'dropdown', label: '深入', items: [{ type: 'html', label: '更多' }] } as unknown as NavItem];
    expect(() => validateNavbar(items, data([]), SOURCE)).toThrow(/No NavbarItem component found for type "html"/);
  });

  it('rejects a docSidebar item whose sidebar has no linkable page, or does not exist', () => {
    const api: NavItem = { type: 'docSidebar', label: 'OpenAPI', sidebar: 'api' };
    expect(() => validateNavbar([api], data([{ type: 'category', label: '空分组', items: [] }]), SOURCE)).toThrow(
      `core/data/site.ts:4: navbar item "OpenAPI" links to docs sidebar "api", which has no linkable page in ${VERSIONS[0].label}`,
    );
    const missing = { type: 'docSidebar', label: 'OpenAPI', sidebar: 'sdk' } as unknown as NavItem;
    expect(() => validateNavbar([missing], data([]), SOURCE)).toThrow(/docs sidebar "sdk", which has no linkable page/);
  });

  it('the theme refuses to render an unknown type with the same message', () => {
    expect(() => checkNavItemType({ type: 'link', label: 'a' })).not.toThrow();
    expect(() => checkNavItemType({ type: 'search', label: '搜索' })).toThrow('No NavbarItem component found for type "search"');
  });
});

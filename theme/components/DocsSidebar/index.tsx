import type { SidebarEntry } from '../../../core/docs/types';
import { SidebarItems } from './SidebarItems';

export function DocsSidebar({ entries, route }: { entries: SidebarEntry[]; route: string }) {
  return (
    <nav
      aria-label="文档目录"
      className="sticky top-28 hidden max-h-[calc(100vh-8rem)] w-64 shrink-0 overflow-y-auto pb-10 desk:block"
      data-testid="docs-sidebar"
    >
      <SidebarItems entries={entries} route={route} />
    </nav>
  );
}

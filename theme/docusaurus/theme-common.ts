import { currentCategory } from '../../core/docs/navigation';
import type { SidebarCategory } from '../../core/docs/types';
import { useDocContext } from '../hooks/useDocContext';

/** `@docusaurus/theme-common`'s useCurrentSidebarCategory: the sidebar category whose page (or item) this is. */
export function useCurrentSidebarCategory(): SidebarCategory {
  const { route, context } = useDocContext();
  const category = currentCategory(context?.sidebar ?? [], route);
  if (!category) throw new Error(`useCurrentSidebarCategory: ${route} belongs to no sidebar category`);
  return category;
}

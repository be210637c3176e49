import { categoryItems } from '../../core/docs/navigation';
import type { SidebarEntry } from '../../core/docs/types';
import { DocCardList } from '../components/DocCardList';
import { useDocContext } from '../hooks/useDocContext';

/**
 * `@theme/DocCardList`: cards for the given items (`useCurrentSidebarCategory().items`), or with none
 * given, for the category whose page this is.
 */
export default function DocCardListCompat({ items }: { items?: SidebarEntry[] }) {
  const { route, context } = useDocContext();
  const entries = items ?? categoryItems(context?.sidebar ?? [], route) ?? [];
  return <DocCardList items={entries} />;
}

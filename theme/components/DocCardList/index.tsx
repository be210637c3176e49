import type { SidebarEntry } from '../../../core/docs/types';
import { SiteLink } from '../SiteLink';

const countPages = (entry: SidebarEntry): number =>
  entry.type === 'link' ? 1 : (entry.link ? 1 : 0) + entry.items.reduce((sum, item) => sum + countPages(item), 0);

/** Cards for the child pages of a category page, fed by the sidebar (as Docusaurus writers expect). */
export function DocCardList({ items }: { items: SidebarEntry[] }) {
  const cards = items.flatMap((item) => (item.link ? [{ item, link: item.link }] : []));
  if (cards.length === 0) return null;
  return (
    <ul className="rp-not-doc mt-8 grid list-none gap-4 p-0 narrow:grid-cols-2" data-testid="doc-card-list">
      {cards.map(({ item, link }) => (
        <li key={link}>
          <SiteLink to={link} className="block h-full rounded-lg border border-line p-4 hover:border-brand-500 hover:shadow-card">
            <span className="font-semibold text-ink">{item.label}</span>
            {item.type === 'category' && <span className="mt-1 block text-sm text-muted">{countPages(item)} 篇文档</span>}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

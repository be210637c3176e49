import { checkNavItemType } from '../../../core/data/navbar';
import type { NavEntry } from '../../../core/data/site';
import { useDocsVersion } from '../../hooks/useDocsVersion';
import { SiteLink } from '.';

/** A navbar entry as a link; docSidebar entries open the sidebar's start page in the reader's version. */
export function NavEntryLink({ entry, className, onClick }: { entry: NavEntry; className?: string; onClick?: () => void }) {
  const { target } = useDocsVersion();
  checkNavItemType(entry);
  const to = entry.type === 'docSidebar' ? (target.startPages?.[entry.sidebar] ?? target.path) : entry.to;
  return (
    <SiteLink to={to} className={className} onClick={onClick}>
      {entry.label}
    </SiteLink>
  );
}

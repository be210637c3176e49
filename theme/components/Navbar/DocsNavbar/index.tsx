import type { ReactNode } from 'react';
import { EXTERNAL_STORE_URL, REPO } from '../../../../core/data/site';
import { useHideOnScroll } from '../../../hooks/useHideOnScroll';
import { AnnouncementBar } from '../../AnnouncementBar';
import { NavbarRow } from '../NavbarRow';

export interface DocsNavbarProps {
  /** Version dropdown and search button of the docs frame. */
  tools?: ReactNode;
}

/** Navbar of the documentation frame: a thin top bar over a sticky navbar. */
export function DocsNavbar({ tools }: DocsNavbarProps) {
  const hidden = useHideOnScroll();
  return (
    <header
      className={`sticky top-0 z-40 bg-white transition-transform duration-200 motion-reduce:transition-none ${hidden ? '-translate-y-full' : ''}`}
      data-hidden={hidden}
      data-frame-nav="docs"
    >
      <AnnouncementBar />
      <div className="hidden border-b border-line bg-surface text-xs text-muted desk:block" data-testid="docs-topbar">
        <div className="mx-auto flex h-8 max-w-screen-2xl items-center justify-end gap-5 px-5">
          <a href={REPO.github} target="_blank" rel="noopener noreferrer" className="hover:text-brand-600">
            开源仓库 GitHub
          </a>
          <a href={REPO.gitee} target="_blank" rel="noopener noreferrer" className="hover:text-brand-600">
            Gitee
          </a>
          <a href={REPO.gitcode} target="_blank" rel="noopener noreferrer" className="hover:text-brand-600">
            GitCode
          </a>
          <a href={EXTERNAL_STORE_URL} target="_blank" rel="noopener noreferrer" className="hover:text-brand-600">
            开源应用商店
          </a>
        </div>
      </div>
      <div className="border-b border-line">
        <NavbarRow tools={tools} className="h-14 max-w-screen-2xl" />
      </div>
    </header>
  );
}

import type { SidebarId } from '../../theme/data/versions';

export interface SidebarLink {
  type: 'link';
  label: string;
  link: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Route of the category's own page (`x.md` beside `x/`), when it has one in this sidebar. */
  link?: string;
  items: SidebarEntry[];
}

export type SidebarEntry = SidebarLink | SidebarCategory;

/** What the theme needs to know of every page of a version (shipped to every doc page, so kept minimal). */
export interface DocPageInfo {
  sidebar: SidebarId | null;
}

export interface VersionDocs {
  sidebars: Record<SidebarId, SidebarEntry[]>;
  /** Every built page of the version by route, unlisted ones included. */
  pages: Record<string, DocPageInfo>;
}

/** What the theme reads at run time: one entry per version name. */
export type DocsData = Record<string, VersionDocs>;

/** A Markdown source of one version, as found on disk. */
export interface SourceDoc {
  /** Path inside the version folder without extension, e.g. `quick-start/architecture`; '' for the version's landing page. */
  id: string;
  file: string;
  frontmatter: Record<string, unknown>;
  /** The line of each front matter key, for errors that point at it. */
  keyLines: Record<string, number>;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  link: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Route of the category's own page (`x.md` beside `x/`, an index doc, a generated index), when it has one. */
  link?: string;
  /** Whether the category starts folded (from `_category_` or a sidebars file); otherwise the theme decides. */
  collapsed?: boolean;
  items: SidebarEntry[];
}

export type SidebarEntry = SidebarLink | SidebarCategory;

/** A page's previous or next link as front matter sets it: a link, or null for none. */
export type PaginationLink = SidebarLink | null;

/** What the engine knows of every page of a version. */
export interface DocPageInfo {
  sidebar: string | null;
  /** Set where front matter changes the sidebar's order (`pagination_prev`/`_next`, a neighbour's `pagination_label`). */
  prev?: PaginationLink;
  next?: PaginationLink;
}

/** A category's generated page, listing its cards (Docusaurus's `generated-index` link). */
export interface GeneratedIndex {
  route: string;
  title: string;
  description?: string;
  sidebar: string;
}

export interface VersionDocs {
  sidebars: Record<string, SidebarEntry[]>;
  /** Every built page of the version by route, unlisted ones included. */
  pages: Record<string, DocPageInfo>;
  generated: GeneratedIndex[];
}

/** Every version's sidebars and pages, as the engine builds them. */
export type DocsData = Record<string, VersionDocs>;

/** What a doc page's own chunk tells the theme about it (its page meta, key `docPage`). */
export interface DocPageMeta {
  /** Its sidebar; null for pages that have none. */
  sidebar: string | null;
  /** Previous and next links where front matter sets them; absent, the sidebar's order decides. */
  prev?: PaginationLink;
  next?: PaginationLink;
  /** The versions that have this page at the same path inside their tree, its own included. */
  versions: string[];
}

/** A Markdown source of one version, as found on disk. */
export interface SourceDoc {
  /** Path inside the version folder without extension, e.g. `quick-start/architecture`; '' for the version's landing page. */
  id: string;
  file: string;
  frontmatter: Record<string, unknown>;
  /** The line of each front matter key, for errors that point at it. */
  keyLines: Record<string, number>;
  /** The title of the h1 at the top of its body, which labels it when front matter has no `title`. */
  contentTitle?: string;
}

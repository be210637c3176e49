import { type DocsVersion, PAGES_WITHOUT_SIDEBAR, SIDEBAR_ROOTS } from '../../core/data/versions';
import { flattenLinks } from '../../core/docs/navigation';
import type { DocPageInfo, GeneratedIndex, PaginationLink, SidebarCategory, SidebarEntry, SidebarLink, SourceDoc, VersionDocs } from '../../core/docs/types';
import { ContentError } from '../frontmatter-check/validate';
import { COMPAT_MODE } from '../shared/compatMode';
import { warn } from '../shared/diagnostics';
import type { CategoryMeta, ConfigSidebarItem, ConfigSidebars } from './docusaurusSidebars';

/**
 * A file or folder name without Docusaurus's ordering prefix (`01-intro` → `intro`). Names that start like a
 * version or a date (`5.17-upgrade`, `2021-01-01-x`) keep their numbers.
 */
export function withoutNumberPrefix(segment: string): string {
  if (/^v?\d+[-_.]\d+/.test(segment)) return segment;
  return segment.replace(/^\d+\s*[-_.]+\s*(?=[^-_.\s])/, '');
}

/** A doc's id as Docusaurus forms it: its path without ordering prefixes, the last segment replaced by front matter `id`. */
export function docIdOf(doc: SourceDoc): string {
  if (!doc.id) return '';
  const segments = doc.id.split('/').map(withoutNumberPrefix);
  const own = doc.frontmatter.id as string | undefined;
  if (own) segments[segments.length - 1] = own;
  return segments.join('/');
}

/** Whether a doc is its folder's own page: `index`, `README`, or named like the folder (as Docusaurus reads them). */
export function isCategoryIndex(doc: SourceDoc): boolean {
  const segments = doc.id.split('/').map(withoutNumberPrefix);
  const last = segments[segments.length - 1]?.toLowerCase();
  return segments.length > 1 && (last === 'index' || last === 'readme' || last === segments[segments.length - 2].toLowerCase());
}

/**
 * The route a doc is served at. A `slug` in front matter replaces the file's name, as in Docusaurus:
 * `/x/y` is taken from the version root, `y` from the doc's own folder. A folder's own page is served at the folder.
 */
export function docRoute(version: DocsVersion, doc: SourceDoc): string {
  const slug = doc.frontmatter.slug as string | undefined;
  const id = docIdOf(doc);
  const folder = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
  let relative: string;
  if (slug !== undefined) relative = slug.startsWith('/') ? slug : `${folder}/${slug}`;
  else relative = isCategoryIndex(doc) ? folder : id;
  const trimmed = relative.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${version.path}/${trimmed}` : version.path;
}

/** A doc's title as Docusaurus gives it: front matter `title`, else its first heading, else its file name. */
const titleOf = (doc: SourceDoc) => (doc.frontmatter.title as string | undefined) ?? doc.contentTitle ?? withoutNumberPrefix(doc.id.split('/').pop() ?? '');
const labelOf = (doc: SourceDoc) => (doc.frontmatter.sidebar_label as string | undefined) ?? titleOf(doc);
const positionOf = (doc?: SourceDoc) => (doc?.frontmatter.sidebar_position as number | undefined) ?? Number.POSITIVE_INFINITY;

/** A folder of a version's tree: its docs and subfolders, and the page and metadata that stand for the folder. */
interface Folder {
  path: string;
  name: string;
  /** The folder's own page: `x.md` beside `x/`, or an index doc inside it. */
  page?: SourceDoc;
  meta?: CategoryMeta;
  docs: SourceDoc[];
  folders: Map<string, Folder>;
}

function buildFolders(docs: SourceDoc[], categories: Map<string, CategoryMeta>): Folder {
  const root: Folder = { path: '', name: '', docs: [], folders: new Map() };
  const folderAt = (dir: string): Folder => {
    let folder = root;
    for (const segment of dir ? dir.split('/') : []) {
      let child = folder.folders.get(segment);
      if (!child) {
        const childPath = folder.path ? `${folder.path}/${segment}` : segment;
        child = { path: childPath, name: segment, meta: categories.get(childPath), docs: [], folders: new Map() };
        folder.folders.set(segment, child);
      }
      folder = child;
    }
    return folder;
  };
  for (const doc of docs) {
    if (!doc.id) continue;
    const dir = doc.id.includes('/') ? doc.id.slice(0, doc.id.lastIndexOf('/')) : '';
    folderAt(dir).docs.push(doc);
  }
  // A folder's own page: an index doc inside it, else our sibling `x.md` beside `x/`.
  const assign = (folder: Folder) => {
    for (const child of folder.folders.values()) {
      const inside = child.docs.find(isCategoryIndex);
      const beside = folder.docs.find((doc) => doc.id === child.path);
      child.page = inside ?? beside;
      if (child.page) {
        const owner = inside ? child : folder;
        owner.docs = owner.docs.filter((doc) => doc !== child.page);
      }
      assign(child);
    }
  };
  assign(root);
  return root;
}

type Listed = (doc: SourceDoc) => boolean;

interface EntryContext {
  version: DocsVersion;
  listed: Listed;
  byId: Map<string, SourceDoc>;
  generated: GeneratedIndex[];
  sidebar: string;
}

/** A sidebar label in the version's locale, where a Docusaurus translation file gives one. */
const translated = (context: EntryContext, kind: 'category' | 'link' | 'doc', label: string) =>
  context.version.labels?.[`sidebar.${context.sidebar}.${kind}.${label}`] ?? label;

/** Kebab-case of a category label, for the default generated-index slug. */
const kebab = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** The route of a category link from `_category_` or a sidebars file; a generated index is recorded for its page. */
function categoryLink(meta: CategoryMeta['link'], label: string, context: EntryContext, where: { file: string; line: number }): string | undefined {
  if (!meta) return undefined;
  if (meta.type === 'doc') {
    const doc = context.byId.get(meta.id);
    if (!doc) throw new ContentError(where.file, where.line, `category "${label}" links to doc "${meta.id}", which does not exist in ${context.version.label}`);
    return docRoute(context.version, doc);
  }
  const slug = meta.slug ?? `/category/${kebab(label)}`;
  const route = `${context.version.path}/${slug.replace(/^\/+|\/+$/g, '')}`;
  context.generated.push({ route, title: meta.title ?? label, description: meta.description, sidebar: context.sidebar });
  return route;
}

/** A folder's listed contents as sidebar entries, each with the file or folder name it came from. */
function folderItems(folder: Folder, context: EntryContext): { name: string; entry: SidebarEntry }[] {
  const items: { position: number; name: string; entry: SidebarEntry }[] = [];
  for (const doc of folder.docs) {
    if (!context.listed(doc)) continue;
    items.push({
      position: positionOf(doc),
      name: doc.id.split('/').pop() ?? '',
      entry: { type: 'link', label: labelOf(doc), link: docRoute(context.version, doc) },
    });
  }
  for (const child of folder.folders.values()) {
    const entry = categoryOf(child, context);
    if (entry) items.push({ position: child.meta?.position ?? positionOf(child.page), name: child.name, entry });
  }
  // By position, then by file name, as Docusaurus orders them.
  return items.sort((a, b) => a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const folderEntries = (folder: Folder, context: EntryContext) => folderItems(folder, context).map((item) => item.entry);

/**
 * A folder's contents as a sidebars file's `autogenerated` item lists them. No category stands for the
 * folder there, so its own page (`index.md`, `README.md`) is listed as a page, first.
 */
function autogenerated(folder: Folder, context: EntryContext): SidebarEntry[] {
  const own = folder.path && folder.page && context.listed(folder.page) ? folder.page : undefined;
  const entries = folderEntries(folder, context);
  return own ? [{ type: 'link', label: labelOf(own), link: docRoute(context.version, own) }, ...entries] : entries;
}

/** A folder as a sidebar category; none when nothing in it is listed. */
function categoryOf(folder: Folder, context: EntryContext): SidebarCategory | undefined {
  const items = folderEntries(folder, context);
  const ownPage = folder.page && context.listed(folder.page) ? folder.page : undefined;
  const label = folder.meta?.label ? translated(context, 'category', folder.meta.label) : folder.page ? labelOf(folder.page) : folder.name;
  const where = { file: folder.meta?.file ?? '', line: 1 };
  const link =
    folder.meta?.link !== undefined ? categoryLink(folder.meta.link, label, context, where) : ownPage ? docRoute(context.version, ownPage) : undefined;
  if (items.length === 0 && !link) return undefined;
  const category: SidebarCategory = { type: 'category', label, items };
  if (link) category.link = link;
  if (folder.meta?.collapsed !== undefined) category.collapsed = folder.meta.collapsed;
  return category;
}

/** The folder at a path inside the version (`.` and `./x` as Docusaurus's `dirName` allows). */
function folderAt(root: Folder, dir: string): Folder | undefined {
  let folder: Folder | undefined = root;
  for (const segment of dir.split('/').filter((part) => part && part !== '.')) folder = folder?.folders.get(segment);
  return folder;
}

/** Converts a Docusaurus sidebars file's items to sidebar entries; unknown doc ids fail naming the file and line. */
function configEntries(items: ConfigSidebarItem[], context: EntryContext, root: Folder, sidebars: ConfigSidebars): SidebarEntry[] {
  return items.flatMap((item): SidebarEntry[] => {
    const where = {
      file: sidebars.file,
      line: typeof item === 'string' ? sidebars.lineOf(item) : sidebars.lineOf(item.id ?? item.label ?? item.dirName ?? ''),
    };
    if (typeof item === 'string' || item.type === 'doc' || item.type === 'ref') {
      const id = typeof item === 'string' ? item : (item.id as string);
      const doc = context.byId.get(id);
      if (!doc) {
        const message = `sidebar "${context.sidebar}" lists doc "${id}", which does not exist in ${context.version.label}`;
        // Another site's sidebars (the compatibility harness) may list drafts or docs it builds elsewhere.
        if (COMPAT_MODE) {
          warn(where.file, where.line, message);
          return [];
        }
        throw new ContentError(where.file, where.line, message);
      }
      const label = typeof item === 'string' || !item.label ? labelOf(doc) : translated(context, 'doc', item.label);
      return [{ type: 'link', label, link: docRoute(context.version, doc) }];
    }
    if (item.type === 'link')
      return [{ type: 'link', label: item.label ? translated(context, 'link', item.label) : (item.href ?? ''), link: item.href ?? '#' }];
    if (item.type === 'html') return [];
    if (item.type === 'autogenerated') {
      const folder = folderAt(root, item.dirName ?? '');
      if (!folder) throw new ContentError(where.file, where.line, `autogenerated items of "${item.dirName}": no such folder in ${context.version.label}`);
      return autogenerated(folder, context);
    }
    if (item.type === 'category') {
      const label = translated(context, 'category', item.label ?? '');
      const category: SidebarCategory = { type: 'category', label, items: configEntries(item.items ?? [], context, root, sidebars) };
      const link = categoryLink(item.link, label, context, where);
      if (link) category.link = link;
      if (item.collapsed !== undefined) category.collapsed = item.collapsed;
      return [category];
    }
    throw new ContentError(
      where.file,
      where.line,
      `sidebar "${context.sidebar}": unknown item type "${String(item.type)}" (doc, ref, link, category, autogenerated, html)`,
    );
  });
}

/** Removes the entry linking to `route` from the tree (a category keeps its items), returning its label. */
function extract(entries: SidebarEntry[], route: string): string | undefined {
  for (const [index, entry] of entries.entries()) {
    if (entry.type === 'link' && entry.link === route) {
      entries.splice(index, 1);
      return entry.label;
    }
    if (entry.type === 'category') {
      if (entry.link === route) {
        entry.link = undefined;
        return entry.label;
      }
      const label = extract(entry.items, route);
      if (label) return label;
    }
  }
  return undefined;
}

/** Every page route a sidebar links, in order. */
function routesOf(entries: SidebarEntry[]): string[] {
  return entries.flatMap((entry) => (entry.type === 'link' ? [entry.link] : [...(entry.link ? [entry.link] : []), ...routesOf(entry.items)]));
}

export interface VersionInput {
  production: boolean;
  /** `_category_.json`/`.yml` metadata by folder path inside the version. */
  categories?: Map<string, CategoryMeta>;
  /** The version's Docusaurus sidebars file, when it has one: its sidebars replace those built from folders. */
  sidebars?: ConfigSidebars;
}

/**
 * Builds the sidebars of one version and its page index: from its sidebars file when it has one, else from
 * its folders (a top-level folder's sidebar by SIDEBAR_ROOTS, each sidebar starting at its start page).
 * Fails naming the files when two docs share an id or a route, or a sidebar's start page is not in it.
 */
export function buildVersionDocs(version: DocsVersion, docs: SourceDoc[], { production, categories = new Map(), sidebars }: VersionInput): VersionDocs {
  const byId = new Map<string, SourceDoc>();
  for (const doc of docs) {
    const id = docIdOf(doc);
    const other = byId.get(id);
    if (other !== undefined) throw new ContentError(doc.file, 1, `doc id "${id}" is already used by ${other.file}`);
    byId.set(id, doc);
  }
  const built = docs.filter((doc) => !(production && doc.frontmatter.draft === true));
  const withoutSidebar = (doc: SourceDoc) => PAGES_WITHOUT_SIDEBAR.includes(doc.id);
  const listed = (doc: SourceDoc) => doc.frontmatter.unlisted !== true && !(sidebars === undefined && withoutSidebar(doc));
  const routeFiles = new Map<string, string>();
  for (const doc of built) {
    const route = docRoute(version, doc);
    const other = routeFiles.get(route);
    if (other !== undefined) throw new ContentError(doc.file, doc.keyLines.slug ?? 1, `route ${route} is already used by ${other}`);
    routeFiles.set(route, doc.file);
  }

  const root = buildFolders(built, categories);
  const generated: GeneratedIndex[] = [];
  const builtSet = new Set(built);
  const builtById = new Map([...byId].filter(([, doc]) => builtSet.has(doc)));
  const context = (sidebar: string): EntryContext => ({
    version,
    listed,
    byId: builtById,
    generated,
    sidebar,
  });
  const result: Record<string, SidebarEntry[]> = {};

  if (sidebars) {
    for (const [name, items] of Object.entries(sidebars.sidebars)) result[name] = configEntries(items, context(name), root, sidebars);
  } else {
    for (const sidebar of ['docs', ...Object.keys(SIDEBAR_ROOTS)]) result[sidebar] = [];
    const landing = built.find((doc) => doc.id === '');
    if (landing) result.docs.push({ type: 'link', label: labelOf(landing), link: version.path });
    // A top-level folder's sidebar follows where its files live, whatever their slugs say.
    for (const { name, entry } of folderItems(root, context('docs'))) result[folderSidebar(name)].push(entry);
    // Each sidebar starts at its start page, wherever that page sits in the tree.
    for (const [sidebar, start] of Object.entries(version.startPages ?? {})) {
      const label = extract(result[sidebar] ?? [], start);
      if (!label) throw new Error(`docs version ${version.label}: sidebar "${sidebar}" has no linkable start page ${start}`);
      result[sidebar].unshift({ type: 'link', label, link: start });
    }
  }

  const pages: Record<string, DocPageInfo> = {};
  const sidebarOfRoute = new Map<string, string>();
  for (const [name, entries] of Object.entries(result)) for (const route of routesOf(entries)) if (!sidebarOfRoute.has(route)) sidebarOfRoute.set(route, name);
  for (const doc of built) {
    const route = docRoute(version, doc);
    const byFolder = sidebars === undefined && !withoutSidebar(doc) ? folderSidebar(doc.id.split('/')[0]) : null;
    const shown = displayedSidebar(doc, Object.keys(result));
    pages[route] = { sidebar: shown !== undefined ? shown : (sidebarOfRoute.get(route) ?? byFolder) };
  }
  for (const index of generated) pages[index.route] = { sidebar: index.sidebar };
  applyPagination(version, built, byId, result, pages);
  return { sidebars: result, pages, generated };
}

/** The sidebar a doc's `displayed_sidebar` names (null: none); undefined when it names none. */
function displayedSidebar(doc: SourceDoc, names: string[]): string | null | undefined {
  if (!('displayed_sidebar' in doc.frontmatter)) return undefined;
  const name = doc.frontmatter.displayed_sidebar as string | null;
  if (name !== null && !names.includes(name))
    throw new ContentError(doc.file, doc.keyLines.displayed_sidebar ?? 1, `displayed_sidebar "${name}" is not a sidebar of this version (${names.join(', ')})`);
  return name;
}

/**
 * Previous and next links where front matter changes them, as Docusaurus does: `pagination_prev`/`_next`
 * name a doc by id (null: no link), and a doc's `pagination_label` is its name in its neighbours' links.
 */
function applyPagination(
  version: DocsVersion,
  built: SourceDoc[],
  byId: Map<string, SourceDoc>,
  sidebars: Record<string, SidebarEntry[]>,
  pages: Record<string, DocPageInfo>,
) {
  const byRoute = new Map(built.map((doc) => [docRoute(version, doc), doc]));
  const builtSet = new Set(built);
  const labelled = (link: SidebarLink): SidebarLink => {
    const label = byRoute.get(link.link)?.frontmatter.pagination_label as string | undefined;
    return label ? { ...link, label } : link;
  };
  const target = (doc: SourceDoc, key: 'pagination_prev' | 'pagination_next'): PaginationLink => {
    const id = doc.frontmatter[key] as string | null;
    if (id === null) return null;
    const found = byId.get(id);
    if (!found || !builtSet.has(found)) throw new ContentError(doc.file, doc.keyLines[key] ?? 1, `${key} "${id}" is not the id of a doc of this version`);
    return labelled({ type: 'link', label: labelOf(found), link: docRoute(version, found) });
  };
  // Each sidebar's reading order and where each route first sits in it, once: per doc, that was a walk of its
  // whole sidebar (quadratic in the size of the sidebar).
  const orders = new Map<string, { links: { label: string; link: string }[]; at: Map<string, number> }>();
  const orderOf = (sidebar: string) => {
    let order = orders.get(sidebar);
    if (!order) {
      const links = flattenLinks(sidebars[sidebar] ?? []);
      const at = new Map<string, number>();
      links.forEach((link, index) => {
        if (!at.has(link.link)) at.set(link.link, index);
      });
      order = { links, at };
      orders.set(sidebar, order);
    }
    return order;
  };
  for (const doc of built) {
    const route = docRoute(version, doc);
    const page = pages[route];
    const { links, at } = page.sidebar ? orderOf(page.sidebar) : { links: [], at: new Map<string, number>() };
    const index = at.get(route) ?? -1;
    const neighbour = (offset: number): SidebarLink | undefined => {
      const link = index === -1 ? undefined : links[index + offset];
      return link && { type: 'link', ...link };
    };
    for (const [key, field, offset] of [
      ['pagination_prev', 'prev', -1],
      ['pagination_next', 'next', 1],
    ] as const) {
      if (key in doc.frontmatter) {
        page[field] = target(doc, key);
        continue;
      }
      const link = neighbour(offset);
      if (link && labelled(link) !== link) page[field] = labelled(link);
    }
  }
}

/** The sidebar of a top-level file or folder of a version in folder mode (SIDEBAR_ROOTS). */
const folderSidebar = (segment: string) => Object.entries(SIDEBAR_ROOTS).find(([, roots]) => roots.includes(segment))?.[0] ?? 'docs';

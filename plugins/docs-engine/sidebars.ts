import { type DocsVersion, PAGES_WITHOUT_SIDEBAR, SIDEBAR_ROOTS, type SidebarId } from '../../theme/data/versions';
import { ContentError } from '../frontmatter-check/validate';
import type { DocPageInfo, SidebarCategory, SidebarEntry, SourceDoc, VersionDocs } from './types';

interface TreeNode {
  segment: string;
  doc?: SourceDoc;
  children: Map<string, TreeNode>;
}

function sidebarOf(id: string): SidebarId {
  const top = id.split('/')[0];
  for (const [sidebar, roots] of Object.entries(SIDEBAR_ROOTS) as [SidebarId, string[]][]) if (roots.includes(top)) return sidebar;
  return 'docs';
}

/**
 * The route a doc is served at. A `slug` in front matter replaces the file's name, as in Docusaurus:
 * `/x/y` is taken from the version root, `y` from the doc's own folder.
 */
export function docRoute(version: DocsVersion, doc: SourceDoc): string {
  const slug = doc.frontmatter.slug as string | undefined;
  if (slug === undefined) return doc.id ? `${version.path}/${doc.id}` : version.path;
  const folder = doc.id.includes('/') ? doc.id.slice(0, doc.id.lastIndexOf('/')) : '';
  const relative = slug.startsWith('/') ? slug : `${folder}/${slug}`;
  const trimmed = relative.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${version.path}/${trimmed}` : version.path;
}

const titleOf = (doc: SourceDoc) => (doc.frontmatter.title as string | undefined) ?? doc.id.split('/').pop() ?? '';
const labelOf = (doc: SourceDoc) => (doc.frontmatter.sidebar_label as string | undefined) ?? titleOf(doc);
const positionOf = (doc?: SourceDoc) => (doc?.frontmatter.sidebar_position as number | undefined) ?? Number.POSITIVE_INFINITY;

function buildTree(docs: SourceDoc[]): TreeNode {
  const root: TreeNode = { segment: '', children: new Map() };
  for (const doc of docs) {
    if (!doc.id) continue;
    let node = root;
    for (const segment of doc.id.split('/')) {
      let child = node.children.get(segment);
      if (!child) {
        child = { segment, children: new Map() };
        node.children.set(segment, child);
      }
      node = child;
    }
    node.doc = doc;
  }
  return root;
}

/** Children of a tree node, ordered by sidebar_position then label. */
function sortedChildren(node: TreeNode): TreeNode[] {
  return [...node.children.values()].sort(
    (a, b) => positionOf(a.doc) - positionOf(b.doc) || (a.doc ? labelOf(a.doc) : a.segment).localeCompare(b.doc ? labelOf(b.doc) : b.segment, 'zh-CN'),
  );
}

/** The sidebar entry of one tree node: a category when it has children, else a link; none when nothing in it is listed. */
function entryOf(node: TreeNode, version: DocsVersion, listed: (doc: SourceDoc) => boolean): SidebarEntry | undefined {
  if (node.children.size > 0) {
    const items = sortedChildren(node).flatMap((child) => entryOf(child, version, listed) ?? []);
    if (items.length === 0 && !(node.doc && listed(node.doc))) return undefined;
    const category: SidebarCategory = { type: 'category', label: node.doc ? labelOf(node.doc) : node.segment, items };
    if (node.doc && listed(node.doc)) category.link = docRoute(version, node.doc);
    return category;
  }
  return node.doc && listed(node.doc) ? { type: 'link', label: labelOf(node.doc), link: docRoute(version, node.doc) } : undefined;
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
/**
 * Builds the docs, api and store sidebars of one version from its files, and the page index.
 * Fails naming the files when two docs share an id or a sidebar's start page is not its first linkable page.
 */
export function buildVersionDocs(version: DocsVersion, docs: SourceDoc[], { production }: { production: boolean }): VersionDocs {
  const ids = new Map<string, string>();
  for (const doc of docs) {
    const id = (doc.frontmatter.id as string | undefined) ?? doc.id;
    const other = ids.get(id);
    if (other !== undefined) throw new ContentError(doc.file, 1, `doc id "${id}" is already used by ${other}`);
    ids.set(id, doc.file);
  }
  const built = docs.filter((doc) => !(production && doc.frontmatter.draft === true));
  const withoutSidebar = (doc: SourceDoc) => PAGES_WITHOUT_SIDEBAR.includes(doc.id);
  const listed = (doc: SourceDoc) => doc.frontmatter.unlisted !== true && !withoutSidebar(doc);

  const pages: Record<string, DocPageInfo> = {};
  const routeFiles = new Map<string, string>();
  for (const doc of built) {
    const route = docRoute(version, doc);
    const other = routeFiles.get(route);
    if (other !== undefined) throw new ContentError(doc.file, doc.keyLines.slug ?? 1, `route ${route} is already used by ${other}`);
    routeFiles.set(route, doc.file);
    pages[route] = { sidebar: withoutSidebar(doc) ? null : sidebarOf(doc.id) };
  }

  const tree = buildTree(built);
  const sidebars: Record<SidebarId, SidebarEntry[]> = { docs: [], api: [], store: [] };
  const landing = built.find((doc) => doc.id === '');
  if (landing) sidebars.docs.push({ type: 'link', label: labelOf(landing), link: version.path });
  // A top-level folder's sidebar follows where its files live, whatever their slugs say.
  for (const child of sortedChildren(tree)) {
    const entry = entryOf(child, version, listed);
    if (entry) sidebars[sidebarOf(child.segment)].push(entry);
  }

  // Each sidebar starts at its start page (SPEC §3), wherever that page sits in the tree.
  for (const sidebar of Object.keys(sidebars) as SidebarId[]) {
    const start = version.startPages[sidebar];
    const label = extract(sidebars[sidebar], start);
    if (!label) throw new Error(`docs version ${version.label}: sidebar "${sidebar}" has no linkable start page ${start}`);
    sidebars[sidebar].unshift({ type: 'link', label, link: start });
  }
  return { sidebars, pages };
}

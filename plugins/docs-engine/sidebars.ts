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

const routeOf = (version: DocsVersion, id: string) => (id ? `${version.path}/${id}` : version.path);
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

/** Sidebar entries for the children of a tree node, ordered by sidebar_position then label. */
function entriesOf(node: TreeNode, version: DocsVersion, listed: (doc: SourceDoc) => boolean): SidebarEntry[] {
  const children = [...node.children.values()].sort(
    (a, b) => positionOf(a.doc) - positionOf(b.doc) || (a.doc ? labelOf(a.doc) : a.segment).localeCompare(b.doc ? labelOf(b.doc) : b.segment, 'zh-CN'),
  );
  const entries: SidebarEntry[] = [];
  for (const child of children) {
    if (child.children.size > 0) {
      const items = entriesOf(child, version, listed);
      if (items.length === 0 && !(child.doc && listed(child.doc))) continue;
      const category: SidebarCategory = { type: 'category', label: child.doc ? labelOf(child.doc) : child.segment, items };
      if (child.doc && listed(child.doc)) category.link = routeOf(version, child.doc.id);
      entries.push(category);
    } else if (child.doc && listed(child.doc)) {
      entries.push({ type: 'link', label: labelOf(child.doc), link: routeOf(version, child.doc.id) });
    }
  }
  return entries;
}

/** The version-relative id of a category, from the first route found inside it. */
function categoryId(category: SidebarCategory, version: DocsVersion): string {
  for (const item of category.items) {
    if (item.link) return item.link.slice(version.path.length + 1);
    if (item.type === 'category') {
      const nested = categoryId(item, version);
      if (nested) return nested;
    }
  }
  return '';
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
  for (const doc of built) pages[routeOf(version, doc.id)] = { title: titleOf(doc), sidebar: withoutSidebar(doc) ? null : sidebarOf(doc.id) };

  const tree = buildTree(built);
  const sidebars: Record<SidebarId, SidebarEntry[]> = { docs: [], api: [], store: [] };
  const landing = built.find((doc) => doc.id === '');
  if (landing) sidebars.docs.push({ type: 'link', label: labelOf(landing), link: version.path });
  for (const entry of entriesOf(tree, version, listed)) {
    const id =
      (entry.type === 'link' ? entry.link : (entry.link ?? '')).slice(version.path.length + 1) || (entry.type === 'category' ? categoryId(entry, version) : '');
    sidebars[sidebarOf(id)].push(entry);
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

import path from 'node:path';
import { type FileUpdate, gitPathOf, lastUpdateOf } from './gitDates';
import type { DocPages } from './remarkDocPage';

interface Root {
  children: unknown[];
}

/**
 * Appends `<rb-last-updated time author>` to every documentation page that git knows or whose
 * `last_update` front matter says (its date and author win over git's, as in Docusaurus), so each
 * page's own chunk carries its date instead of the shared page data every page downloads. The name is
 * lower-case because Markdown pages go through rehype-raw, which lower-cases element names.
 */
export function remarkLastUpdated(updates: Map<string, FileUpdate>, docsDir: string, pages: DocPages) {
  return () => (tree: Root, file: { path?: string }) => {
    if (!file.path?.startsWith(docsDir)) return;
    const fromGit = updates.get(gitPathOf(file.path));
    const update = lastUpdateOf(fromGit, pages.get(path.resolve(file.path))?.lastUpdate);
    if (!update) return;
    tree.children.push({ type: 'rbLastUpdated', data: { hName: 'rb-last-updated', hProperties: { time: update.time.toISOString(), author: update.author } } });
  };
}

import path from 'node:path';
import type { FileUpdate } from './gitDates';
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
    const fromGit = updates.get(path.relative(process.cwd(), file.path).split(path.sep).join('/'));
    const own = pages.get(path.resolve(file.path))?.lastUpdate;
    const date = own?.date === undefined ? undefined : new Date(own.date as string | Date);
    const time = date ?? (fromGit && new Date(fromGit.time * 1000));
    if (!time) return;
    const author = own?.author === undefined ? (fromGit?.author ?? '') : String(own.author);
    tree.children.push({ type: 'rbLastUpdated', data: { hName: 'rb-last-updated', hProperties: { time: time.toISOString(), author } } });
  };
}

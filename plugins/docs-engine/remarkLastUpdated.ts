import path from 'node:path';
import type { FileUpdate } from './gitDates';

interface Root {
  children: unknown[];
}

/**
 * Appends `<rb-last-updated time author>` to every documentation page that git knows, so each page's
 * own chunk carries its date instead of the shared page data every page downloads. The name is
 * lower-case because Markdown pages go through rehype-raw, which lower-cases element names.
 */
export function remarkLastUpdated(updates: Map<string, FileUpdate>, docsDir: string) {
  return () => (tree: Root, file: { path?: string }) => {
    if (!file.path?.startsWith(docsDir)) return;
    const update = updates.get(path.relative(process.cwd(), file.path).split(path.sep).join('/'));
    if (!update) return;
    tree.children.push({
      type: 'rbLastUpdated',
      data: { hName: 'rb-last-updated', hProperties: { time: new Date(update.time * 1000).toISOString(), author: update.author } },
    });
  };
}

import { inlineHtml } from '../../core/dialect/headings';

interface TocEntry {
  text: string;
  html?: string;
}

/**
 * Gives each table-of-contents entry whose heading has inline Markdown (`` `values.yaml` ``, `**x**`) its HTML,
 * as the theme's contents list shows it. Runs after Rspress's own plugin has written the page's toc.
 */
export function remarkTocHtml(this: { data(key: string): unknown }) {
  return () => {
    const meta = this.data('pageMeta') as { toc?: TocEntry[] } | undefined;
    for (const entry of meta?.toc ?? []) {
      const html = inlineHtml(entry.text);
      if (html) entry.html = html;
    }
  };
}

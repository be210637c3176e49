import type { SearchRecord } from './types';

/**
 * The index as shipped: one entry per page, so the URL, area and title are written once, not once per
 * section: [url, lvl0, lvl1, intro, [[anchor, lvl2, lvl3, content], …]].
 */
export type PackedPage = [string, string, string, string, [string, string, string, string][]];

export function packRecords(records: SearchRecord[]): PackedPage[] {
  const pages = new Map<string, PackedPage>();
  for (const record of records) {
    const [url, anchor = ''] = record.url.split('#');
    let page = pages.get(url);
    if (!page) {
      page = [url, record.hierarchy.lvl0, record.hierarchy.lvl1, '', []];
      pages.set(url, page);
    }
    if (anchor) page[4].push([anchor, record.hierarchy.lvl2 ?? '', record.hierarchy.lvl3 ?? '', record.content]);
    else page[3] = record.content;
  }
  return [...pages.values()];
}

export function unpackRecords(pages: PackedPage[]): SearchRecord[] {
  return pages.flatMap(([url, lvl0, lvl1, intro, sections]) => [
    { url, hierarchy: { lvl0, lvl1 }, content: intro },
    ...sections.map(([anchor, lvl2, lvl3, content]) => ({
      url: `${url}#${anchor}`,
      hierarchy: lvl3 ? { lvl0, lvl1, lvl2, lvl3 } : { lvl0, lvl1, lvl2 },
      content,
    })),
  ]);
}

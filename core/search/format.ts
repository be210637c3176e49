/** The local search index as the build writes it and the browser reads it (one set of files per collection). */

/** Kinds of page, for ranking: docs answer questions first. `api` is a docs page of the OpenAPI reference. */
export const PAGE_KINDS = ['doc', 'blog', 'site', 'api'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** One searchable section of a page, as the build collects them. */
export interface SearchRecord {
  /** Page URL with the section's anchor. */
  url: string;
  /** lvl0 is the area (文档, 博客, 网站), lvl1 the page title, lvl2/lvl3 headings. */
  hierarchy: { lvl0: string; lvl1: string; lvl2?: string; lvl3?: string };
  /** The section's text, as snippets show it. */
  content: string;
  /** Identifiers from the section's code blocks: found by search, never shown. */
  code?: string;
  /** For a page's own entry: the words other pages link to it with. Found by search, never shown. */
  anchors?: string;
  /** For a page's own entry: its front matter description and keywords. Found by search, never shown. */
  summary?: string;
  kind: PageKind;
}

/** `meta.json`: what every query needs, downloaded once. */
export interface IndexMeta {
  version: 1;
  /** Term shards: a token's postings are in shard `shardOf(token, shards)`. */
  shards: number;
  /** [url, lvl0, lvl1, kind index]. */
  pages: [string, string, string, number][];
  /**
   * [page index, heading depth (1 for the page's own entry, 2 or 3), heading, anchor]. The anchor is
   * left out (0) where it is the heading's slug; an h3's lvl2 is the h2 before it.
   */
  records: [number, number, string, string | 0][];
  /** Latin tokens with their number of records, for prefix and typo matches. */
  latin: [string, number][];
  /** The build's content hash: shard and content files are fetched with it, so no cache serves an old one. */
  hash: string;
}

/**
 * `t<n>.json`: postings by token. Each posting is three numbers: the record index (as the gap from the
 * previous posting's), the record's own weight for the token, and its page-title weight (page entries only).
 */
export type Shard = Record<string, number[]>;

/** `c<page>.json`: the text of the page's records, in record order. */
export type PageContent = string[];

/**
 * How much a token tells, as BM25 weighs it: rare over the `total` records, it tells much; in `df` of
 * them, little. The index weighs postings with it when it is built, the engine weighs query terms.
 */
export const rarityOf = (total: number, df: number) => Math.log(1 + (total - df + 0.5) / (df + 0.5));

/** The shard of a token (FNV-1a over its UTF-16 code units). */
export function shardOf(token: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index++) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** A heading's anchor as the Markdown compiler makes it (github-slugger), for the headings that need no anchor stored. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** A record's place in its page: anchor and hierarchy below the title. */
export interface RecordPlace {
  page: number;
  anchor: string;
  lvl2: string;
  lvl3: string;
}

/** Every record's place, the stored records expanded. */
export function recordPlaces(records: IndexMeta['records']): RecordPlace[] {
  let lvl2 = '';
  return records.map(([page, depth, heading, anchor]) => {
    if (depth === 1) lvl2 = '';
    else if (depth === 2) lvl2 = heading;
    const id = depth === 1 ? '' : anchor === 0 ? headingSlug(heading) : anchor;
    return { page, anchor: id, lvl2: depth === 1 ? '' : lvl2 || heading, lvl3: depth === 3 ? heading : '' };
  });
}

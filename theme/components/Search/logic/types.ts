/** One searchable section of a page, as written by plugins/search-index. */
export interface SearchRecord {
  /** Page URL with the section's anchor. */
  url: string;
  /** lvl0 is the area (文档, 博客, 网站), lvl1 the page title, lvl2/lvl3 headings. */
  hierarchy: { lvl0: string; lvl1: string; lvl2?: string; lvl3?: string };
  content: string;
}

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** The part of an Algolia/DocSearch hit our local search produces. */
export interface SearchHit {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  hierarchy: Record<HierarchyLevel, string | null>;
  content: string | null;
  _highlightResult: { hierarchy: Record<HierarchyLevel, Highlighted>; content: Highlighted };
  _snippetResult: { hierarchy: Record<HierarchyLevel, Highlighted>; content: Highlighted };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index?: string;
}

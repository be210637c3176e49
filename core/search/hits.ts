/** Search results in the shape Algolia answers DocSearch with, which the modal and /search page read. */

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

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

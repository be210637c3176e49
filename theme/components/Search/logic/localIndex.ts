import { highlight, markTerms, snippet } from './highlight';
import { tokenize } from './tokenize';
import type { HierarchyLevel, SearchHit, SearchRecord, SearchResponse } from './types';

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const WEIGHT = { title: 10, heading: 5, content: 1 } as const;
const PHRASE_BONUS = { title: 40, heading: 20, content: 8 } as const;
const MAX_PREFIX_EXPANSION = 50;

interface Indexed {
  record: SearchRecord;
  title: Set<string>;
  heading: Set<string>;
  content: Set<string>;
  lower: { title: string; heading: string; content: string };
}

export interface SearchOptions {
  page?: number;
  hitsPerPage?: number;
  /** Snippet length of `content` in words (SPEC §9: 10, 5 on narrow screens). */
  snippetWords?: number;
}

/**
 * In-memory full-text index over search records: Chinese bigrams and English words, every query token
 * required, ranked title > headings > body with a bonus for the exact phrase.
 */
export class LocalSearchIndex {
  private readonly docs: Indexed[];
  private readonly postings = new Map<string, number[]>();

  constructor(records: SearchRecord[]) {
    this.docs = records.map((record, id) => {
      const heading = [record.hierarchy.lvl2, record.hierarchy.lvl3].filter(Boolean).join(' ');
      const doc: Indexed = {
        record,
        title: new Set(tokenize(record.hierarchy.lvl1)),
        heading: new Set(tokenize(heading)),
        content: new Set(tokenize(record.content)),
        lower: { title: record.hierarchy.lvl1.toLowerCase(), heading: heading.toLowerCase(), content: record.content.toLowerCase() },
      };
      for (const token of new Set([...doc.title, ...doc.heading, ...doc.content])) {
        const list = this.postings.get(token);
        if (list) list.push(id);
        else this.postings.set(token, [id]);
      }
      return doc;
    });
  }

  /** Alternatives for each query token: itself, or vocabulary words it begins (the word being typed). */
  private expand(tokens: string[]): string[][] {
    return tokens.map((token, index) => {
      if (this.postings.has(token) || index !== tokens.length - 1 || !/^[a-z0-9]/.test(token)) return [token];
      const prefixed = [...this.postings.keys()].filter((word) => word.startsWith(token)).slice(0, MAX_PREFIX_EXPANSION);
      return prefixed.length > 0 ? prefixed : [token];
    });
  }

  private score(doc: Indexed, groups: string[][], phrase: string): number {
    let score = 0;
    for (const group of groups) {
      let best = 0;
      for (const token of group) {
        if (doc.title.has(token)) best = Math.max(best, WEIGHT.title);
        else if (doc.heading.has(token)) best = Math.max(best, WEIGHT.heading);
        else if (doc.content.has(token)) best = Math.max(best, WEIGHT.content);
      }
      if (best === 0) return 0;
      score += best;
    }
    if (phrase) {
      if (doc.lower.title.includes(phrase)) score += PHRASE_BONUS.title + (doc.lower.title === phrase ? PHRASE_BONUS.title : 0);
      if (doc.lower.heading.includes(phrase)) score += PHRASE_BONUS.heading;
      if (doc.lower.content.includes(phrase)) score += PHRASE_BONUS.content;
    }
    // Between equal matches, the page's own entry beats its sections.
    return score + (doc.record.hierarchy.lvl2 ? 0 : 0.5);
  }

  search(query: string, { page = 0, hitsPerPage = 20, snippetWords = 10 }: SearchOptions = {}): SearchResponse {
    const started = performance.now();
    const tokens = [...new Set(tokenize(query))];
    const phrase = query.trim().toLowerCase().replace(/\s+/g, ' ');
    let ranked: { doc: Indexed; score: number }[] = [];
    if (tokens.length > 0) {
      const groups = this.expand(tokens);
      const candidates = new Set<number>();
      const rarest = groups.map((group) => group.flatMap((token) => this.postings.get(token) ?? [])).sort((a, b) => a.length - b.length)[0];
      for (const id of rarest) candidates.add(id);
      ranked = [...candidates]
        .map((id) => ({ doc: this.docs[id], score: this.score(this.docs[id], groups, phrase) }))
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score || a.doc.record.url.localeCompare(b.doc.record.url));
    }
    const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ doc }) => toHit(doc, query, snippetWords));
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      query,
      params: '',
    };
  }
}

function toHit({ record, lower }: Indexed, query: string, snippetWords: number): SearchHit {
  const hierarchy = Object.fromEntries(
    LEVELS.map((level) => [level, (record.hierarchy as Record<string, string | undefined>)[level] ?? null]),
  ) as SearchHit['hierarchy'];
  const terms = markTerms(query, `${record.hierarchy.lvl1} ${record.hierarchy.lvl2 ?? ''} ${record.hierarchy.lvl3 ?? ''} ${record.content}`);
  const marked = Object.fromEntries(LEVELS.map((level) => [level, highlight(hierarchy[level] ?? '', terms)])) as SearchHit['_highlightResult']['hierarchy'];
  const inContent = terms.some((term) => lower.content.includes(term));
  // A page's own record is its lvl1 entry: DocSearch files section hits under it, and saves it as a recent search.
  const type: SearchHit['type'] = !record.hierarchy.lvl2 ? 'lvl1' : inContent ? 'content' : record.hierarchy.lvl3 ? 'lvl3' : 'lvl2';
  return {
    objectID: record.url,
    url: record.url,
    type,
    hierarchy,
    content: record.content || null,
    _highlightResult: { hierarchy: marked, content: highlight(record.content, terms) },
    _snippetResult: { hierarchy: marked, content: highlight(snippet(record.content, terms, snippetWords), terms) },
  };
}

import { withinOneEdit } from './edits';
import type { IndexMeta, PageContent, Shard } from './format';
import { PAGE_KINDS, type RecordPlace, rarityOf, recordPlaces, shardOf } from './format';
import { highlight, markTerms, snippet } from './highlight';
import { type HierarchyLevel, LEVELS, type SearchHit, type SearchResponse } from './hits';
import { type QueryTerm, queryTerms } from './tokenize';

/** Where an index's files come from: fetch in the browser, the file system in tests and the bench. */
export interface IndexSource {
  meta(): Promise<IndexMeta>;
  shard(index: number, hash: string): Promise<Shard>;
  content(page: number, hash: string): Promise<PageContent>;
}

export interface SearchOptions {
  page?: number;
  hitsPerPage?: number;
  /** Snippet length of `content` in words (10, 5 on narrow screens). */
  snippetWords?: number;
  /**
   * False answers from the meta and term shards alone, without the hits' text and snippets: a list to
   * show at once while the page texts download (one request per page, the slow part of a first query).
   */
  withText?: boolean;
}

/** How much a weaker match of a term counts against the term itself. */
const FACTOR = { exact: 1, pairs: 0.7, prefix: 0.6, typo: 0.5 } as const;
/** Longer prefixes and typos are tried against the most used words first. */
const MAX_EXPANSIONS = 8;
/**
 * A term that is already a whole word of the pages is completed to fewer longer words: each lives in
 * its own shard, and a finished word (mysql) is more likely the one meant than its longer forms.
 */
const MAX_WORD_EXPANSIONS = 3;
/** A section inherits its page title's match, a little less than the page's own entry does. */
const SECTION_TITLE_SHARE = 0.8;
/** A section inherits its page intro's match (description, keywords, links to it) at this share. */
const SECTION_INTRO_SHARE = 0.3;
/**
 * For the same strength of match, docs come before blog posts and site pages: a post that discusses a
 * task ranks below the page that answers it, unless the question names the post (the title bonus below).
 * An endpoint of the API reference, short and titled with task words, ranks like a post unless the
 * question is about the API.
 */
const KIND_FACTOR: Record<(typeof PAGE_KINDS)[number], number> = { doc: 1, blog: 0.6, site: 0.85, api: 0.6 };
/** A question about the API: its reference ranks as docs. */
const ASKS_API = /api|接口/i;
/** A title or heading holding the whole query, as typed, comes first. */
const PHRASE_BONUS = { exactTitle: 2, title: 1, heading: 0.5 } as const;
/**
 * How much of a query a record answers: each term counts by its rarity (a word on every page tells
 * little), single characters and question words at this share of a word.
 */
const MINOR_TERM_SHARE = 0.1;
/** A term found elsewhere on a section's page counts for the section at this share. */
const PAGE_COVERAGE_SHARE = 0.3;
/** A section's score adds this share of its page's: the best match of each term over all its sections. */
const PAGE_SCORE_SHARE = 0.3;
/** At most this many sections of one page, so one long page does not fill the list. */
const PER_PAGE = 5;

interface Alternative {
  tokens: string[];
  factor: number;
}

/** A term's alternatives: its own tokens; for a long Chinese word its parts; for a Latin term being typed, words it begins; for a longer one, words one edit away. */
function alternatives(term: QueryTerm, latin: [string, number][]): Alternative[] {
  const list: Alternative[] = term.tokens.map((token) => ({ tokens: [token], factor: FACTOR.exact }));
  if (term.pairs.length > 0) list.push({ tokens: term.pairs, factor: FACTOR.pairs });
  if (term.kind !== 'latin') return list;
  const known = new Set(term.tokens);
  const byUse = (words: [string, number][]) => words.sort((a, b) => b[1] - a[1]).slice(0, MAX_EXPANSIONS);
  const isWord = latin.some(([word]) => word === term.text);
  if (term.last && term.text.length >= 2) {
    const longer = byUse(latin.filter(([word]) => word.startsWith(term.text) && !known.has(word)));
    for (const [word] of longer.slice(0, isWord ? MAX_WORD_EXPANSIONS : MAX_EXPANSIONS)) list.push({ tokens: [word], factor: FACTOR.prefix });
  }
  if (term.text.length >= 5 && !isWord) {
    for (const [word] of byUse(latin.filter(([word]) => !known.has(word) && withinOneEdit(term.text, word))))
      list.push({ tokens: [word], factor: FACTOR.typo });
  }
  return list;
}

/** How well a record matches a term: its weight, and how much of the term it has (1, or a share of a word's parts). */
interface Hit {
  weight: number;
  coverage: number;
}

/** A term's best match per record: the record's own, and (page entries) its title's. */
interface TermMatch {
  local: Map<number, Hit>;
  title: Map<number, Hit>;
}

function decode(postings: number[] | undefined): { record: number; local: number; title: number }[] {
  const result: { record: number; local: number; title: number }[] = [];
  if (!postings) return result;
  let record = 0;
  for (let index = 0; index < postings.length; index += 3) {
    record += postings[index];
    result.push({ record, local: postings[index + 1], title: postings[index + 2] });
  }
  return result;
}

const better = (a: Hit, b: Hit | undefined) => !b || a.coverage > b.coverage || (a.coverage === b.coverage && a.weight > b.weight);

function matchTerm(list: Alternative[], postingsOf: (token: string) => number[] | undefined): TermMatch {
  const match: TermMatch = { local: new Map(), title: new Map() };
  const keep = (map: Map<number, Hit>, record: number, hit: Hit) => {
    if (better(hit, map.get(record))) map.set(record, hit);
  };
  for (const { tokens, factor } of list) {
    if (tokens.length === 1) {
      for (const { record, local, title } of decode(postingsOf(tokens[0]))) {
        if (local) keep(match.local, record, { weight: local * factor, coverage: 1 });
        if (title) keep(match.title, record, { weight: title * factor, coverage: 1 });
      }
      continue;
    }
    // A word's parts: all of them is the word written apart; some of them, a weaker match still.
    const decoded = tokens.map((token) => decode(postingsOf(token)));
    for (const field of ['local', 'title'] as const) {
      const found = new Map<number, number[]>();
      for (const postings of decoded) {
        for (const posting of postings) if (posting[field] > 0) found.set(posting.record, [...(found.get(posting.record) ?? []), posting[field]]);
      }
      for (const [record, weights] of found) {
        const coverage = weights.length / tokens.length;
        const weight = (weights.reduce((sum, value) => sum + value, 0) / tokens.length) * factor * coverage;
        keep(field === 'local' ? match.local : match.title, record, { weight, coverage });
      }
    }
  }
  return match;
}

/** An index's meta with what every query derives from it, worked out once. */
interface Prepared {
  meta: IndexMeta;
  places: RecordPlace[];
  /** The record of each page's own entry. */
  pageEntry: number[];
  /** Each page's records, in order. */
  sectionsOf: Map<number, number[]>;
}

function prepare(meta: IndexMeta): Prepared {
  const places = recordPlaces(meta.records);
  const pageEntry: number[] = [];
  const sectionsOf = new Map<number, number[]>();
  places.forEach(({ page: pageIndex, anchor }, record) => {
    if (!anchor) pageEntry[pageIndex] = record;
    const list = sectionsOf.get(pageIndex);
    if (list) list.push(record);
    else sectionsOf.set(pageIndex, [record]);
  });
  return { meta, places, pageEntry, sectionsOf };
}

/** A term's rarity over the collection's records, as BM25 counts it; nothing for a term no record has. */
function rarity(match: TermMatch, total: number): number {
  let reached = match.local.size;
  for (const record of match.title.keys()) if (!match.local.has(record)) reached++;
  return reached === 0 ? 0 : rarityOf(total, reached);
}

/**
 * The records any term reaches (its own matches, and every section of a page whose title matched), best
 * first. A record's score is the sum of its terms' weights, plus a share of its page's (each term's best
 * match over all the page's sections), times the share of the query it answers: each term counts by
 * its rarity, single characters and question words only a little, and a term found elsewhere on the
 * page partly. So one rare word that names the topic outweighs two common ones, as in MiniSearch's OR mode.
 */
function rankRecords({ meta, places, pageEntry, sectionsOf }: Prepared, terms: QueryTerm[], matches: TermMatch[], query: string) {
  const candidates = new Set<number>();
  for (const match of matches) {
    for (const record of match.local.keys()) candidates.add(record);
    for (const record of match.title.keys()) for (const section of sectionsOf.get(places[record].page) ?? []) candidates.add(section);
  }
  const required = terms.map((term) => term.kind === 'latin' || term.kind === 'word');
  const counted = required.map((isRequired) => isRequired || !required.includes(true));
  const importance = matches.map((match, index) => rarity(match, meta.records.length) * (counted[index] ? 1 : MINOR_TERM_SHARE));
  const importanceSum = importance.reduce((sum, value) => sum + value, 0) || 1;
  const count = matches.length;
  const records = [...candidates];
  // Per record and term (record-major): the term's weight and coverage there; then per page, the best of its records'.
  const weights = new Float64Array(records.length * count);
  const coverages = new Float64Array(records.length * count);
  const answers = new Uint8Array(records.length);
  const pageSlot = new Map<number, number>();
  records.forEach((record, slot) => {
    const { page: pageIndex, anchor } = places[record];
    if (!pageSlot.has(pageIndex)) pageSlot.set(pageIndex, pageSlot.size);
    const entry = pageEntry[pageIndex];
    for (let index = 0; index < count; index++) {
      const match = matches[index];
      const title = match.title.get(entry);
      const local = match.local.get(record);
      // A section is part of its page: what the page's intro, description and keywords say counts for it too.
      const intro = anchor ? match.local.get(entry) : undefined;
      const coverage = Math.max(title?.coverage ?? 0, local?.coverage ?? 0, intro?.coverage ?? 0);
      if (counted[index] && coverage > 0) answers[slot] = 1;
      coverages[slot * count + index] = coverage;
      weights[slot * count + index] =
        (title?.weight ?? 0) * (anchor ? SECTION_TITLE_SHARE : 1) + (local?.weight ?? 0) + (intro?.weight ?? 0) * SECTION_INTRO_SHARE;
    }
  });
  const pageWeights = new Float64Array(pageSlot.size * count);
  const pageCoverages = new Float64Array(pageSlot.size * count);
  records.forEach((record, slot) => {
    const base = (pageSlot.get(places[record].page) as number) * count;
    for (let index = 0; index < count; index++) {
      pageWeights[base + index] = Math.max(pageWeights[base + index], weights[slot * count + index]);
      pageCoverages[base + index] = Math.max(pageCoverages[base + index], coverages[slot * count + index]);
    }
  });
  const asksApi = ASKS_API.test(query);
  const phrase = query.trim().toLowerCase().replace(/\s+/g, ' ');
  const ranked: { record: number; pageIndex: number; score: number }[] = [];
  records.forEach((record, slot) => {
    if (!answers[slot]) return;
    const { page: pageIndex, lvl2, lvl3 } = places[record];
    const base = (pageSlot.get(pageIndex) as number) * count;
    let own = 0;
    let page = 0;
    let answered = 0;
    for (let index = 0; index < count; index++) {
      own += weights[slot * count + index];
      page += pageWeights[base + index];
      answered += importance[index] * Math.max(coverages[slot * count + index], PAGE_COVERAGE_SHARE * pageCoverages[base + index]);
    }
    let score = ((own + PAGE_SCORE_SHARE * page) * answered) / importanceSum;
    const [, , title, kind] = meta.pages[pageIndex];
    const lowerTitle = title.toLowerCase();
    if (phrase && lowerTitle === phrase) score *= 1 + PHRASE_BONUS.exactTitle;
    else if (phrase && lowerTitle.includes(phrase)) score *= 1 + PHRASE_BONUS.title;
    else if (phrase && `${lvl2} ${lvl3}`.toLowerCase().includes(phrase)) score *= 1 + PHRASE_BONUS.heading;
    const pageKind = PAGE_KINDS[kind];
    score *= pageKind === 'api' && asksApi ? KIND_FACTOR.doc : KIND_FACTOR[pageKind];
    ranked.push({ record, pageIndex, score });
  });
  return ranked.sort((a, b) => b.score - a.score || a.record - b.record);
}

export class SearchIndex {
  private metaPromise?: Promise<Prepared>;
  private readonly shards = new Map<number, Promise<Shard>>();
  private readonly contents = new Map<number, Promise<PageContent>>();

  constructor(private readonly source: IndexSource) {}

  private meta(): Promise<Prepared> {
    this.metaPromise ??= this.source.meta().then(prepare);
    this.metaPromise.catch(() => {
      this.metaPromise = undefined;
    });
    return this.metaPromise;
  }

  private cached<T>(cache: Map<number, Promise<T>>, key: number, load: () => Promise<T>): Promise<T> {
    let pending = cache.get(key);
    if (!pending) {
      pending = load();
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
    }
    return pending;
  }

  async search(query: string, { page = 0, hitsPerPage = 20, snippetWords = 10, withText = true }: SearchOptions = {}): Promise<SearchResponse> {
    const started = performance.now();
    const prepared = await this.meta();
    const { meta, places, sectionsOf } = prepared;
    const terms = queryTerms(query);
    const lists = terms.map((term) => alternatives(term, meta.latin));
    const tokens = new Set(lists.flatMap((list) => list.flatMap((alternative) => alternative.tokens)));
    const shardIndexes = [...new Set([...tokens].map((token) => shardOf(token, meta.shards)))];
    const loaded = new Map(
      await Promise.all(shardIndexes.map(async (index) => [index, await this.cached(this.shards, index, () => this.source.shard(index, meta.hash))] as const)),
    );
    const postingsOf = (token: string) => loaded.get(shardOf(token, meta.shards))?.[token];

    const ranked = rankRecords(
      prepared,
      terms,
      lists.map((list) => matchTerm(list, postingsOf)),
      query,
    );

    const perPage = new Map<number, number>();
    const kept = ranked.filter(({ pageIndex }) => {
      const count = (perPage.get(pageIndex) ?? 0) + 1;
      perPage.set(pageIndex, count);
      return count <= PER_PAGE;
    });
    const shown = kept.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const texts = new Map(
      await Promise.all(
        [...new Set(withText ? shown.map(({ pageIndex }) => pageIndex) : [])].map(
          async (pageIndex) => [pageIndex, await this.cached(this.contents, pageIndex, () => this.source.content(pageIndex, meta.hash))] as const,
        ),
      ),
    );
    const marks = [...new Set(terms.flatMap((term) => [term.text, ...term.tokens, ...term.pairs]))];
    const hits = shown.map(({ record, pageIndex }) => {
      const position = (sectionsOf.get(pageIndex) ?? []).indexOf(record);
      return toHit(meta.pages[pageIndex], places[record], texts.get(pageIndex)?.[position] ?? '', marks, snippetWords);
    });
    return {
      hits,
      nbHits: kept.length,
      page,
      nbPages: Math.ceil(kept.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      query,
      params: '',
    };
  }
}

function toHit(
  [url, lvl0, lvl1]: IndexMeta['pages'][number],
  { anchor, lvl2, lvl3 }: RecordPlace,
  content: string,
  marks: string[],
  snippetWords: number,
): SearchHit {
  const levels: Partial<Record<HierarchyLevel, string>> = { lvl0, lvl1, lvl2: lvl2 || undefined, lvl3: lvl3 || undefined };
  const hierarchy = Object.fromEntries(LEVELS.map((level) => [level, levels[level] ?? null])) as SearchHit['hierarchy'];
  const terms = markTerms(marks, `${lvl1} ${lvl2} ${lvl3} ${content}`);
  const marked = Object.fromEntries(LEVELS.map((level) => [level, highlight(hierarchy[level] ?? '', terms)])) as SearchHit['_highlightResult']['hierarchy'];
  const inContent = terms.some((term) => content.toLowerCase().includes(term));
  // A page's own entry is its lvl1 hit: DocSearch files section hits under it, and saves it as a recent search.
  const type: SearchHit['type'] = !anchor ? 'lvl1' : inContent ? 'content' : lvl3 ? 'lvl3' : 'lvl2';
  const target = anchor ? `${url}#${anchor}` : url;
  return {
    objectID: target,
    url: target,
    type,
    hierarchy,
    content: content || null,
    _highlightResult: { hierarchy: marked, content: highlight(content, terms) },
    _snippetResult: { hierarchy: marked, content: highlight(snippet(content, terms, snippetWords), terms) },
  };
}

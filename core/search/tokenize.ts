import { DOMAIN_WORDS } from './dictionary';
import { CHINESE_NAMES, LATIN_NAMES, READER_WORDS, SYNONYMS } from './synonyms';

/** How search text is cut into tokens, the same way at build time (Node) and in the browser. */

export const CJK_CHAR = /[\u3400-\u9fff\uf900-\ufaff]/;
/** Latin words, keeping joined forms (`node.js`, `rbd-hub`, `v6.2`, `c++`), and runs of Chinese characters. */
const PIECE = /\.?[a-z0-9]+(?:[._+#-][a-z0-9]+)*[+#]*|[\u3400-\u9fff\uf900-\ufaff]+/g;

const DOMAIN = new Set(DOMAIN_WORDS);
const LONGEST_DOMAIN_WORD = Math.max(...DOMAIN_WORDS.map((word) => word.length));

/** Each synonym spelling by its first word, longest spellings first. */
const SPELLINGS = new Map<string, { words: string[]; canonical: string }[]>();
const BROADER = new Map(SYNONYMS.map(({ canonical, broader = [] }) => [canonical, broader]));
for (const { canonical, spellings } of SYNONYMS) {
  for (const words of spellings) {
    const list = SPELLINGS.get(words[0]) ?? [];
    list.push({ words, canonical });
    list.sort((a, b) => b.words.length - a.words.length);
    SPELLINGS.set(words[0], list);
  }
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : undefined;

/** Words of a run of Chinese characters: the segmenter's words, rejoined where they form a domain word. */
export function chineseWords(run: string): string[] {
  const segments = segmenter ? [...segmenter.segment(run)].map((segment) => segment.segment) : [...run];
  const words: string[] = [];
  for (let index = 0; index < segments.length; ) {
    let taken = 1;
    // The longest join of following segments that is a domain word.
    let joined = segments[index];
    for (let end = index + 1; end < segments.length && joined.length < LONGEST_DOMAIN_WORD; end++) {
      joined += segments[end];
      if (DOMAIN.has(joined)) taken = end - index + 1;
    }
    words.push(segments.slice(index, index + taken).join(''));
    index += taken;
  }
  return words;
}

/** Overlapping pairs of characters: `安装文档` → 安装, 装文, 文档. */
export function bigrams(run: string): string[] {
  const pairs: string[] = [];
  for (let index = 0; index < run.length - 1; index++) pairs.push(run.slice(index, index + 2));
  return pairs;
}

/** A Latin word's canonical forms: itself, its parts when joined (`rbd-hub` → rbd, hub) and the parts run together (`rbdhub`). */
function latinForms(word: string): string[] {
  const parts = word.split(/[._-]+/).filter(Boolean);
  if (parts.length < 2) return [word.replace(/^\./, '')];
  return [word, parts.join(''), ...parts];
}

/** The canonical token of a synonym spelling starting at `words[index]`, and how many words it spans. */
function synonymAt(words: string[], index: number): { canonical: string; span: number } | undefined {
  for (const { words: spelling, canonical } of SPELLINGS.get(words[index]) ?? []) {
    if (spelling.every((word, offset) => words[index + offset] === word)) return { canonical, span: spelling.length };
  }
  return undefined;
}

/** One unit of a text: a Latin term with its forms, or a run of Chinese characters. */
export type Piece = { kind: 'latin'; term: string; forms: string[]; parts: string[] } | { kind: 'cjk'; run: string };

/** A text as Latin terms (synonyms made canonical) and Chinese runs, in order. */
export function pieces(text: string): Piece[] {
  const raw = text.normalize('NFKC').toLowerCase().match(PIECE) ?? [];
  const result: Piece[] = [];
  for (let index = 0; index < raw.length; ) {
    const piece = raw[index];
    if (CJK_CHAR.test(piece[0])) {
      result.push({ kind: 'cjk', run: piece });
      index++;
      continue;
    }
    const synonym = synonymAt(raw, index);
    if (synonym) {
      result.push({ kind: 'latin', term: synonym.canonical, forms: [synonym.canonical], parts: [] });
      index += synonym.span;
      continue;
    }
    const forms = [...new Set(latinForms(piece).map((form) => synonymAt([form], 0)?.canonical ?? form))];
    // The parts of a joined word (rbd-hub → rbd, hub), when at least two distinct ones remain.
    const parts = forms.length > 2 ? forms.slice(2) : [];
    result.push({ kind: 'latin', term: forms[0], forms, parts: parts.length > 1 ? parts : [] });
    index++;
  }
  return result;
}

/** Where a token was found: a title, a heading, body text, code, the text of links to the page, or its description and keywords. */
export type Field = 'title' | 'heading' | 'body' | 'code' | 'anchor' | 'summary';

/**
 * The index tokens of a text. Latin forms; Chinese words and every character pair of a run (pairs keep
 * recall where the segmenter cuts differently); single characters only in titles and headings, which
 * short queries look for.
 */
export function indexTokens(text: string, field: Field): string[] {
  const tokens: string[] = [];
  for (const piece of pieces(text)) {
    if (piece.kind === 'latin') {
      tokens.push(...piece.forms, ...(BROADER.get(piece.term) ?? []));
      continue;
    }
    if (field === 'code') continue;
    const { run } = piece;
    for (const word of chineseWords(run)) if (word.length > 1) tokens.push(word);
    tokens.push(...bigrams(run));
    if (run.length === 1 || field === 'title' || field === 'heading') tokens.push(...run);
  }
  return tokens;
}

/**
 * What a long word falls back to when a page lacks it: its character pairs, overlapping for three
 * characters (云原生 → 云原, 原生), side by side from four (源码部署 → 源码, 部署), which pages write apart.
 */
export function parts(word: string): string[] {
  if (word.length <= 2) return [];
  if (word.length === 3) return bigrams(word);
  const chunks: string[] = [];
  for (let index = 0; index < word.length; index += 2) chunks.push(index + 2 <= word.length ? word.slice(index, index + 2) : word.slice(index - 1));
  return chunks;
}

/** Chinese words too common to narrow a search. */
const STOP_CHARACTERS = new Set([...'的了和与在是把被对从为以及或及等中上下里吗呢吧啊']);
/**
 * Words a question is phrased with, not what it is about: docs rarely write 怎么 or 如何, posts often do,
 * so requiring them would put a post that chats about the topic above the page that answers it.
 */
const QUESTION_WORDS = new Set([
  '怎么',
  '怎样',
  '如何',
  '什么',
  '为什么',
  '为啥',
  '哪里',
  '哪个',
  '哪些',
  '是否',
  '可以',
  '能否',
  '能不能',
  '一下',
  '需要',
  '应该',
  '怎么办',
  '咋办',
  '时候',
  '以后',
  '之后',
  '起来',
  '一个',
  '几个',
  '好几个',
  '一些',
  '这个',
  '那个',
  '里面',
  '直接',
  '都有',
  '还是',
  '有没有',
  '干什么',
  '不在',
  '现在',
  '我们',
  '我的',
  '想要',
]);

/**
 * One thing a query asks for, matched by any of its alternatives: a Latin term, a Chinese word (or, when a
 * page has not the word, all of its character pairs), a single character.
 */
export interface QueryTerm {
  text: string;
  /** `char` (a single character) and `extra` (a question word) add to the score; they are required only in a query of nothing else. */
  kind: 'latin' | 'word' | 'char' | 'extra';
  /** Tokens that match it outright. */
  tokens: string[];
  /** For a Chinese word of three or more characters: its parts (see `parts`), all needed, a weaker match. */
  pairs: string[];
  /** Whether it is the last thing typed (prefix expansion applies). */
  last: boolean;
}

/**
 * Runs of single characters the segmenter left apart (钉|钉, 外|网) read as the character pairs they form,
 * which the index holds for every run; stop characters and the reader's words stay on their own.
 */
function joinSingles(words: string[]): string[] {
  const result: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 1) result.push(run[0]);
    for (let index = 0; index + 1 < run.length; index++) result.push(run[index] + run[index + 1]);
    run = [];
  };
  for (const word of words) {
    if (word.length === 1 && !STOP_CHARACTERS.has(word) && !READER_WORDS[word]) run.push(word);
    else {
      flush();
      result.push(word);
    }
  }
  flush();
  return result;
}

/** What a query asks for, term by term. Single Chinese characters beside words only add to the score. */
export function queryTerms(query: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const all = pieces(query);
  all.forEach((piece, pieceIndex) => {
    const lastPiece = pieceIndex === all.length - 1;
    if (piece.kind === 'latin') {
      // A joined word (rbd-gateway) is matched outright as written or run together; its parts found apart are weaker.
      const tokens = piece.forms.filter((form) => !piece.parts.includes(form));
      tokens.push(...(LATIN_NAMES[piece.term] ?? []));
      terms.push({ text: piece.term, kind: 'latin', tokens, pairs: piece.parts, last: lastPiece });
      return;
    }
    const named = CHINESE_NAMES[piece.run];
    const words = joinSingles(chineseWords(piece.run));
    words.forEach((word, wordIndex) => {
      const last = lastPiece && wordIndex === words.length - 1;
      const reader = READER_WORDS[word];
      if (word.length === 1 && !reader) {
        // Also the pairs it forms with its neighbours (集群端 → 群端), which the index holds for every run: the
        // character where it was written beside them, not any title or heading that has it somewhere.
        const beside = [`${word}${words[wordIndex + 1]?.[0] ?? ''}`].filter((pair) => pair.length === 2);
        if (words.length === 1 || !STOP_CHARACTERS.has(word)) terms.push({ text: word, kind: 'char', tokens: [word, ...beside], pairs: [], last });
        return;
      }
      if (QUESTION_WORDS.has(word)) {
        terms.push({ text: word, kind: 'extra', tokens: [word], pairs: [], last });
        return;
      }
      const alias = CHINESE_NAMES[word];
      terms.push({ text: word, kind: 'word', tokens: [word, ...(alias ? [alias] : []), ...(reader ?? [])], pairs: parts(word), last });
    });
    if (named && words.length > 1) terms.push({ text: piece.run, kind: 'latin', tokens: [named], pairs: [], last: lastPiece });
  });
  return terms;
}

/** Units a snippet length counts in: an ASCII word or a pair of Chinese characters. */
export function snippetUnits(text: string): { start: number; end: number }[] {
  const units: { start: number; end: number }[] = [];
  const pattern = /[A-Za-z0-9]+|[\u3400-\u9fff\uf900-\ufaff]{1,2}/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) units.push({ start: match.index, end: match.index + match[0].length });
  return units;
}

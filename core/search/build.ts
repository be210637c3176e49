import { headingSlug, type IndexMeta, PAGE_KINDS, type PageContent, rarityOf, type SearchRecord, type Shard, shardOf } from './format';
import { CJK_CHAR, type Field, indexTokens } from './tokenize';

/** How much a token counts where it is found. */
const BOOST: Record<Field, number> = { title: 10, heading: 5, summary: 3, anchor: 3, body: 1, code: 0.5 };
/** BM25's saturation and length normalisation; titles and headings are short, their length matters less. */
const K1 = 1.2;
const B: Record<Field, number> = { title: 0.3, heading: 0.3, summary: 0.5, anchor: 0.75, body: 0.75, code: 0.75 };
/** A shard's target size in JSON characters: about 5 KB gzip, so a query fetches little beyond its own tokens. */
const SHARD_CHARS = 15_000;

export interface BuiltIndex {
  meta: Omit<IndexMeta, 'hash'>;
  shards: Shard[];
  contents: PageContent[];
}

const counts = (tokens: string[]) => {
  const map = new Map<string, number>();
  for (const token of tokens) map.set(token, (map.get(token) ?? 0) + 1);
  return map;
};

/**
 * How many records have each of `characters` anywhere in their text. A single Chinese character is a
 * token of titles and headings only (short queries look for it there), so its postings alone would make
 * a common character look rare, and a query's 端 or 同 outweigh its words wherever a heading holds it.
 */
function textFrequency(records: SearchRecord[], characters: string[]): Map<string, number> {
  const wanted = new Set(characters);
  const frequency = new Map<string, number>();
  for (const { hierarchy, content, summary = '', anchors = '' } of records) {
    const found = new Set<string>();
    for (const text of [hierarchy.lvl1, hierarchy.lvl2 ?? '', hierarchy.lvl3 ?? '', summary, anchors, content])
      for (const character of text) if (wanted.has(character)) found.add(character);
    for (const character of found) frequency.set(character, (frequency.get(character) ?? 0) + 1);
  }
  return frequency;
}

/** Turns a field's text into its tokens: indexTokens, or a cache of its results. */
export type Tokenizer = (text: string, field: Field) => string[];

/**
 * Builds a collection's index from its records (a page's own entry first, then its sections). Each
 * posting carries a weight computed here once (BM25 per field, times the field's boost, times the
 * token's rarity), so the browser only adds numbers.
 */
export function buildIndex(records: SearchRecord[], tokenize: Tokenizer = indexTokens): BuiltIndex {
  const pages: IndexMeta['pages'] = [];
  const pageOf = new Map<string, number>();
  const metaRecords: IndexMeta['records'] = [];
  const contents: PageContent[] = [];
  const fields: Map<Field, Map<string, number>>[] = [];
  const lengths: Record<Field, number[]> = { title: [], heading: [], summary: [], anchor: [], body: [], code: [] };

  for (const record of records) {
    const [url, anchor = ''] = record.url.split('#');
    let page = pageOf.get(url);
    if (page === undefined) {
      page = pages.length;
      pageOf.set(url, page);
      pages.push([url, record.hierarchy.lvl0, record.hierarchy.lvl1, PAGE_KINDS.indexOf(record.kind)]);
      contents.push([]);
    }
    const depth = !anchor ? 1 : record.hierarchy.lvl3 ? 3 : 2;
    const headingText = record.hierarchy.lvl3 ?? record.hierarchy.lvl2 ?? '';
    metaRecords.push([page, depth, depth === 1 ? '' : headingText, depth === 1 || headingSlug(headingText) === anchor ? 0 : anchor]);
    contents[page].push(record.content);
    const heading = record.hierarchy.lvl3 ?? record.hierarchy.lvl2 ?? '';
    const tokens: Record<Field, string[]> = {
      title: anchor ? [] : tokenize(record.hierarchy.lvl1, 'title'),
      heading: tokenize(heading, 'heading'),
      summary: tokenize(record.summary ?? '', 'summary'),
      anchor: tokenize(record.anchors ?? '', 'anchor'),
      body: tokenize(record.content, 'body'),
      code: tokenize(record.code ?? '', 'code'),
    };
    const byField = new Map<Field, Map<string, number>>();
    for (const field of Object.keys(tokens) as Field[]) {
      byField.set(field, counts(tokens[field]));
      lengths[field].push(tokens[field].length);
    }
    fields.push(byField);
  }

  const average = Object.fromEntries(
    (Object.keys(lengths) as Field[]).map((field) => {
      const nonEmpty = lengths[field].filter((length) => length > 0);
      return [field, nonEmpty.length ? nonEmpty.reduce((a, b) => a + b, 0) / nonEmpty.length : 1];
    }),
  ) as Record<Field, number>;

  const frequency = new Map<string, number>();
  for (const byField of fields) {
    const seen = new Set<string>();
    for (const map of byField.values()) for (const token of map.keys()) seen.add(token);
    for (const token of seen) frequency.set(token, (frequency.get(token) ?? 0) + 1);
  }
  for (const [character, df] of textFrequency(
    records,
    [...frequency.keys()].filter((token) => token.length === 1 && CJK_CHAR.test(token)),
  ))
    frequency.set(character, Math.max(df, frequency.get(character) ?? 0));
  const total = records.length;
  // Worked out once per token (every token of every record is counted in `frequency`), not once per posting.
  const rarities = new Map([...frequency].map(([token, df]) => [token, rarityOf(total, df)]));
  const saturate = (field: Field, tf: number, length: number) => (tf * (K1 + 1)) / (tf + K1 * (1 - B[field] + (B[field] * length) / average[field]));

  const quantise = (weight = 0) => (weight > 0 ? Math.max(1, Math.round(weight * 10)) : 0);
  const postings = new Map<string, number[]>();
  const last = new Map<string, number>();
  fields.forEach((byField, recordIndex) => {
    const local = new Map<string, number>();
    const title = new Map<string, number>();
    for (const [field, map] of byField) {
      const length = lengths[field][recordIndex];
      for (const [token, tf] of map) {
        const weight = BOOST[field] * saturate(field, tf, length) * (rarities.get(token) as number);
        const target = field === 'title' ? title : local;
        target.set(token, (target.get(token) ?? 0) + weight);
      }
    }
    const post = (token: string) => {
      let list = postings.get(token);
      if (!list) {
        list = [];
        postings.set(token, list);
      }
      list.push(recordIndex - (last.get(token) ?? 0), quantise(local.get(token)), quantise(title.get(token)));
      last.set(token, recordIndex);
    };
    for (const token of local.keys()) post(token);
    for (const token of title.keys()) if (!local.has(token)) post(token);
  });

  let size = 0;
  for (const [token, list] of postings) size += token.length + 6 + list.join(',').length;
  const shardCount = Math.max(1, Math.ceil(size / SHARD_CHARS));
  const shards: Shard[] = Array.from({ length: shardCount }, () => ({}));
  for (const token of [...postings.keys()].sort()) shards[shardOf(token, shardCount)][token] = postings.get(token) as number[];

  // Words worth completing or correcting: no host names or versions, and used more than once.
  const latin = [...frequency]
    .filter(([token, df]) => df > 1 && /^[a-z][a-z0-9_+#-]{1,24}$/.test(token))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([token, df]) => [token, df] as [string, number]);
  return { meta: { version: 1, shards: shardCount, pages, records: metaRecords, latin }, shards, contents };
}

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tokenizer } from '../../core/search/build';
import { indexTokens } from '../../core/search/tokenize';
import { keyedStore } from '../shared/keyedStore';

const SEARCH_CORE = path.resolve(import.meta.dirname, '../../core/search');

/** The tokenizer's code, hashed: tokens cached by another version of it are not reused. */
function tokenizerVersion(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(SEARCH_CORE).sort()) hash.update(file).update(readFileSync(path.join(SEARCH_CORE, file)));
  return hash.digest('hex');
}

/**
 * Tokens of each text from the last build, kept in `file` by a hash of the field and the text: splitting
 * Chinese into words was most of the search index's time (4 of 5 s), and a build after editing a page
 * changes a handful of texts.
 */
export function tokenCache(file: string): { tokenize: Tokenizer; save: () => void } {
  const store = keyedStore<string[]>(file, tokenizerVersion());
  const tokenize: Tokenizer = (text, field) => {
    if (!text) return indexTokens(text, field);
    const key = createHash('sha1').update(field).update('\0').update(text).digest('base64');
    const tokens = store.get(key) ?? indexTokens(text, field);
    store.set(key, tokens);
    return tokens;
  };
  return { tokenize, save: store.save };
}

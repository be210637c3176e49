import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Tokenizer } from '../../core/search/build';
import { indexTokens } from '../../core/search/tokenize';
import { codeVersion, keyedStore, storeKey } from '../shared/keyedStore';

const SEARCH_CORE = path.resolve(import.meta.dirname, '../../core/search');

/** The tokenizer's code, hashed: tokens cached by another version of it are not reused. */
const tokenizerVersion = () =>
  codeVersion(
    readdirSync(SEARCH_CORE)
      .sort()
      .map((file) => path.join(SEARCH_CORE, file)),
  );

/**
 * Tokens of each text from the last build, kept in `file` by a hash of the field and the text: splitting
 * Chinese into words was most of the search index's time (4 of 5 s), and a build after editing a page
 * changes a handful of texts.
 */
export function tokenCache(file: string): { tokenize: Tokenizer; save: () => void } {
  const store = keyedStore<string[]>(file, tokenizerVersion());
  const tokenize: Tokenizer = (text, field) => {
    if (!text) return indexTokens(text, field);
    const key = storeKey(field, text);
    const tokens = store.get(key) ?? indexTokens(text, field);
    store.set(key, tokens);
    return tokens;
  };
  return { tokenize, save: store.save };
}

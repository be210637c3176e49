import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Tokenizer } from '../../core/search/build';
import { indexTokens } from '../../core/search/tokenize';

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
 * changes a handful of texts. Only the texts of this build are written back, so the file does not grow.
 */
export function tokenCache(file: string): { tokenize: Tokenizer; save: () => void } {
  const version = tokenizerVersion();
  let stored: Record<string, string[]> = {};
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { version?: string; tokens?: Record<string, string[]> };
    if (data.version === version && data.tokens) stored = data.tokens;
  } catch {
    // No cache yet, or an unreadable one: every text is tokenized.
  }
  const used: Record<string, string[]> = {};
  const tokenize: Tokenizer = (text, field) => {
    if (!text) return indexTokens(text, field);
    const key = createHash('sha1').update(field).update('\0').update(text).digest('base64');
    const tokens = stored[key] ?? indexTokens(text, field);
    used[key] = tokens;
    return tokens;
  };
  const save = () => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ version, tokens: used }));
  };
  return { tokenize, save };
}

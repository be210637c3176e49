import type { SearchRecord } from '../../core/search/format';
import { collectionFiles } from './index';
import { tokenCache } from './tokenCache';

/** Each collection's index files (see collectionFiles), tokens reused from and saved to the store in `tokenStore`. */
export function indexFiles(collections: [string, SearchRecord[]][], tokenStore: string): [string, [string, string][]][] {
  const cache = tokenCache(tokenStore);
  const files = collections.map(([name, records]): [string, [string, string][]] => [name, [...collectionFiles(records, cache.tokenize)]]);
  cache.save();
  return files;
}

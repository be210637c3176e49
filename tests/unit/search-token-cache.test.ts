import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../core/search/format';
import { collectionFiles } from '../../plugins/search-index';
import { tokenCache } from '../../plugins/search-index/tokenCache';

const record = (url: string, title: string, content: string): SearchRecord => ({
  url,
  kind: 'doc',
  hierarchy: { lvl0: '文档', lvl1: title },
  content,
});
const RECORDS = [
  record('/docs/installation/helm', '使用 Helm 安装', '在已有的 Kubernetes 集群上通过 Helm Chart 安装 Rainbond。'),
  record('/docs/ops-guides/management/reset-password', '重置管理员密码', '忘记密码时，可以在控制台所在的集群里重置管理员密码。'),
];

const readStore = (file: string) => deserialize(readFileSync(file)) as { version: string; values: Map<string, string[]> };

describe('the search index’s token cache', () => {
  it('writes the same index files as tokenizing afresh, and reuses the tokens on the next build', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tokens-')), 'search-tokens.v8');
    const fresh = collectionFiles(RECORDS);
    const first = tokenCache(file);
    expect(collectionFiles(RECORDS, first.tokenize)).toEqual(fresh);
    first.save();
    // Tokens the cache holds are what the next build uses: a planted token shows it did not tokenize again.
    const saved = readStore(file);
    expect(saved.values.size).toBeGreaterThan(0);
    for (const key of saved.values.keys()) saved.values.set(key, ['缓存命中']);
    writeFileSync(file, serialize(saved));
    const second = tokenCache(file);
    expect(second.tokenize('在已有的 Kubernetes 集群上通过 Helm Chart 安装 Rainbond。', 'body')).toEqual(['缓存命中']);
  });

  it('tokenizes afresh when the tokenizer changed since the cache was written', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tokens-')), 'search-tokens.v8');
    const cache = tokenCache(file);
    cache.tokenize('重置管理员密码', 'title');
    cache.save();
    const saved = readStore(file);
    for (const key of saved.values.keys()) saved.values.set(key, ['旧的结果']);
    writeFileSync(file, serialize({ ...saved, version: 'an older tokenizer' }));
    expect(tokenCache(file).tokenize('重置管理员密码', 'title')).not.toContain('旧的结果');
  });

  it('keeps only the texts of the last build', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tokens-')), 'search-tokens.v8');
    const first = tokenCache(file);
    first.tokenize('第一段文字', 'body');
    first.tokenize('第二段文字', 'body');
    first.save();
    const second = tokenCache(file);
    second.tokenize('第二段文字', 'body');
    second.save();
    expect(readStore(file).values.size).toBe(1);
  });
});

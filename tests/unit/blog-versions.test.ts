import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTHORS } from '../../core/data/authors';
import { RAINBOND_RELEASES } from '../../core/data/releases';
import { parsePost } from '../../plugins/blog/posts';
import { anachronisms, releaseDate, versionMentions } from './support/versionMentions';

const ROOT = path.resolve(import.meta.dirname, '../..');
const named = (text: string) => versionMentions(text).map((mention) => mention.version);

describe('Rainbond versions in prose', () => {
  it('finds the ways a post names a Rainbond version', () => {
    expect(named('在 5.3 版本中，后来的 5.8 版本才支持')).toEqual(['5.3.0', '5.8.0']);
    expect(named('升级到 v5.16 后；V6.4.1 支持分片上传；Rainbond 5.17 的界面')).toEqual(['5.16.0', '6.4.1', '5.17.0']);
    expect(named('Rainbond V6 去掉了内置网格，6.x 的改动，Rainbond 3.7 时代')).toEqual(['6.0.0', '6.0.0', '3.7.0']);
    expect(named('v5.5.0-dind 标签；6.3.x 期间')).toEqual(['5.5.0', '6.3.0']);
  });
  it('leaves other products, quantities, code and links alone', () => {
    expect(named('Redis 6.2、MySQL 5.7 和 Kubernetes 1.28，Go 1.22，Helm 3.12，IPv6')).toEqual([]);
    expect(named('CPU 超分 5.5 倍，内存 6.2 GB，占比 5.5%，共 6 个组件，3.5 版本')).toEqual([]);
    expect(named('镜像 `redis:6.2` 与 [文档](/docs/5.17/intro)，见 https://example.com/v6.2\n```\nversion: 6.4.1\n```')).toEqual([]);
  });
  it('reports a version released after the date, or never released, with its line', () => {
    const releases = [
      { version: '5.3.0', date: '2021-02-21' },
      { version: '5.8.0', date: '2022-08-10' },
    ];
    expect(releaseDate('5.8.0', releases)).toBe('2022-08-10');
    expect(anachronisms('5.3 版本\n\n后来的 5.8 版本\n5.99 版本', '2021-03-09', releases)).toEqual([
      'line 3: 5.8 (Rainbond 5.8.0, released 2022-08-10)',
      'line 4: 5.99 (no Rainbond 5.99.0 release)',
    ]);
  });
});

describe('the blog', () => {
  it('names no Rainbond version released after a post was published', () => {
    const dir = path.join(ROOT, 'blog');
    const files = readdirSync(dir).filter((name) => name.endsWith('.md'));
    expect(files.length).toBeGreaterThanOrEqual(67);
    const problems = files.flatMap((name) => {
      const source = readFileSync(path.join(dir, name), 'utf8');
      const { date } = parsePost(`blog/${name}`, name, source, AUTHORS);
      return anachronisms(source, date, RAINBOND_RELEASES).map((problem) => `blog/${name} (${date}) ${problem}`);
    });
    expect(problems).toEqual([]);
  });
});

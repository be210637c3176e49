import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../core/data/versions';
import { freezeLinks, frozenEntry, moveImports, versionsSource } from '../../scripts/versionCut';

const [current, older] = VERSIONS;
const name = current.label.replace(/^V/, '');

describe('cutting a docs version', () => {
  it('points the frozen pages’ links into the current docs at the frozen copy, and leaves the rest', () => {
    const page = [
      '[安装](/docs/installation/helm) [首页](/docs) [锚点](/docs/faq#gpu) [旧版](/docs/5.17/faq) [博客](/blog/x) [外站](https://a.com/docs/x)',
      '[ref]: /docs/upgrade',
      '<SiteLink to="/docs/api">接口</SiteLink> <a href="/docs/5.17">旧</a>',
      '```bash',
      'curl https://example.com/docs/api',
      '[代码里的](/docs/keep)',
      '```',
      '[文档X](/docsx/not-docs)',
    ].join('\n');
    expect(freezeLinks(page, '/docs', '/docs/6.2', ['/docs/5.17'])).toBe(
      [
        '[安装](/docs/6.2/installation/helm) [首页](/docs/6.2) [锚点](/docs/6.2/faq#gpu) [旧版](/docs/5.17/faq) [博客](/blog/x) [外站](https://a.com/docs/x)',
        '[ref]: /docs/6.2/upgrade',
        '<SiteLink to="/docs/6.2/api">接口</SiteLink> <a href="/docs/5.17">旧</a>',
        '```bash',
        'curl https://example.com/docs/api',
        '[代码里的](/docs/keep)',
        '```',
        '[文档X](/docsx/not-docs)',
      ].join('\n'),
    );
  });

  it('keeps a copied page’s relative imports pointing at the same files', () => {
    expect(moveImports("import { X } from '../../components/X';\nimport Y from './y';", 'docs/docs', 'docs/docs/6.2')).toBe(
      "import { X } from '../../../components/X';\nimport Y from '../y';",
    );
  });

  it('describes the frozen copy under the current label, and relabels the current version', () => {
    const frozen = frozenEntry(current, name);
    expect(frozen).toMatchObject({ name, label: current.label, isLast: false, path: `/docs/${name}`, dir: `docs/${name}` });
    expect(frozen.startPages).toEqual(
      Object.fromEntries(Object.entries(current.startPages ?? {}).map(([sidebar, route]) => [sidebar, route.replace(/^\/docs/, `/docs/${name}`)])),
    );
    const source = readFileSync(path.resolve('core/data/versions.ts'), 'utf8');
    const edited = versionsSource(source, current, 'V99.0', frozen);
    const order = ["label: 'V99.0'", `name: '${name}'`, `label: '${older.label}'`].map((text) => edited.indexOf(text));
    expect(order.every((at, index) => at > 0 && (index === 0 || at > order[index - 1]))).toBe(true);
    expect(edited).toContain(`path: '/docs/${name}',`);
  });
});

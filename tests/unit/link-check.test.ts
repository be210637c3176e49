import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPages, internalLinks, pagePathOf, resolveTarget } from '../../plugins/link-check/check';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'links-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('internalLinks', () => {
  it('keeps internal href and src, skips external, hash-only and special schemes', () => {
    const html = '<a href="/docs">x</a><img src="/a.png"><a href="https://x.io">e</a><a href="#h">h</a><a href="mailto:a@b">m</a><a href="//cdn.x/y">c</a>';
    expect(internalLinks(html)).toEqual(['/docs', '/a.png']);
  });
});

describe('resolveTarget', () => {
  const dir = site({ 'docs.html': '', 'docs/5.17.html': '', 'static/a.js': '', 'index.html': '' });
  it('follows clean URLs, dotted paths and assets', () => {
    expect(resolveTarget(dir, '/', '/docs')).toBe(path.join(dir, 'docs.html'));
    expect(resolveTarget(dir, '/', '/docs/5.17#x')).toBe(path.join(dir, 'docs/5.17.html'));
    expect(resolveTarget(dir, '/', '/static/a.js?v=1')).toBe(path.join(dir, 'static/a.js'));
    expect(resolveTarget(dir, '/', '/')).toBe(path.join(dir, 'index.html'));
  });
  it('resolves relative links against the page', () => {
    expect(resolveTarget(dir, '/docs/faq', '5.17')).toBe(path.join(dir, 'docs/5.17.html'));
  });
  it('returns null for missing targets', () => {
    expect(resolveTarget(dir, '/', '/nowhere')).toBeNull();
  });
});

describe('checkPages', () => {
  it('names each broken link with its page', () => {
    const dir = site({ 'index.html': '<a href="/docs">ok</a><a href="/gone">bad</a>', 'docs.html': '<a href="/">home</a>' });
    const files = [path.join(dir, 'index.html'), path.join(dir, 'docs.html')];
    expect(checkPages(dir, files).broken).toEqual([{ page: '/', link: '/gone' }]);
    expect(pagePathOf(dir, path.join(dir, 'docs.html'))).toBe('/docs');
  });

  it('names a link that reaches its page only through a 301, with the clean URL to use', () => {
    const dir = site({
      'index.html':
        '<a href="/docs/">slash</a><a href="/docs.html#x">html</a><a href="/guide/index.html?a=1">index</a><a href="/docs">ok</a><a href="/">home</a>',
      'docs.html': '',
      'guide/index.html': '',
    });
    expect(checkPages(dir, [path.join(dir, 'index.html')]).broken).toEqual([
      { page: '/', link: '/docs/', redirect: '/docs' },
      { page: '/', link: '/docs.html#x', redirect: '/docs#x' },
      { page: '/', link: '/guide/index.html?a=1', redirect: '/guide?a=1' },
    ]);
  });

  it('names each image that loads from another host, with its page and host', () => {
    const dir = site({
      'index.html': '<img src="/logo.svg"><img alt="图" src="https://cdn.example.com/a.png">',
      'docs.html': '<img src="//static.example.org/b.png"><a href="https://example.com">link</a>',
    });
    expect(checkPages(dir, [path.join(dir, 'index.html'), path.join(dir, 'docs.html')]).remote).toEqual([
      { page: '/', url: 'https://cdn.example.com/a.png', host: 'cdn.example.com' },
      { page: '/docs', url: '//static.example.org/b.png', host: 'static.example.org' },
    ]);
  });
});

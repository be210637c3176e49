import { describe, expect, it } from 'vitest';
import { localeAlternates } from '../../core/seo/locale';
import { lastUpdateOf } from '../../plugins/docs-engine/gitDates';
import { sitemap } from '../../plugins/seo/files';

const ORIGIN = 'https://www.rainbond.com';

describe('sitemap', () => {
  it('gives each page its canonical address, the date it shows and its language alternates', () => {
    const xml = sitemap(ORIGIN, [
      { routePath: '/', title: '首页', description: '', alternates: localeAlternates('/') },
      { routePath: '/docs/faq', title: '常见问题', description: '', lastmod: '2025-06-01T08:00:00.000Z', alternates: localeAlternates('/docs/faq') },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(
      [
        '  <url>',
        `    <loc>${ORIGIN}</loc>`,
        `    <xhtml:link rel="alternate" hreflang="zh-CN" href="${ORIGIN}"/>`,
        '    <xhtml:link rel="alternate" hreflang="en" href="https://www.rainbond.io/"/>',
        '  </url>',
      ].join('\n'),
    );
    expect(xml).toContain(
      [
        '  <url>',
        `    <loc>${ORIGIN}/docs/faq</loc>`,
        '    <lastmod>2025-06-01T08:00:00.000Z</lastmod>',
        `    <xhtml:link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/docs/faq"/>`,
        '    <xhtml:link rel="alternate" hreflang="en" href="https://www.rainbond.io/docs/faq"/>',
        '  </url>',
      ].join('\n'),
    );
  });
  it('escapes addresses, attributes included', () => {
    const xml = sitemap(ORIGIN, [{ routePath: '/a&b', title: '', description: '', alternates: [{ hreflang: 'en', href: 'https://x.io/a&b"c' }] }]);
    expect(xml).toContain(`<loc>${ORIGIN}/a&amp;b</loc>`);
    expect(xml).toContain('href="https://x.io/a&amp;b&quot;c"');
  });
  it('keeps a page without date or alternates on one line', () => {
    expect(sitemap(ORIGIN, [{ routePath: '/privacy', title: '', description: '' }])).toContain(`  <url><loc>${ORIGIN}/privacy</loc></url>`);
  });
});

describe('lastUpdateOf', () => {
  const git = { time: 1_700_000_000, author: 'git 作者' };
  it('takes git’s last commit', () => {
    expect(lastUpdateOf(git, undefined)).toEqual({ time: new Date(1_700_000_000_000), author: 'git 作者' });
  });
  it('lets the page’s last_update front matter win, date and author each', () => {
    expect(lastUpdateOf(git, { date: '2024-01-02' })).toEqual({ time: new Date('2024-01-02'), author: 'git 作者' });
    expect(lastUpdateOf(git, { author: '文档组' })).toEqual({ time: new Date(1_700_000_000_000), author: '文档组' });
    expect(lastUpdateOf(undefined, { date: new Date('2024-01-02'), author: '文档组' })).toEqual({ time: new Date('2024-01-02'), author: '文档组' });
  });
  it('has nothing for a file git does not know and no front matter date', () => {
    expect(lastUpdateOf(undefined, { author: '文档组' })).toBeUndefined();
    expect(lastUpdateOf(undefined, undefined)).toBeUndefined();
  });
});

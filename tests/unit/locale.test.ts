import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/data/site';
import { alternateLocaleUrl, canonicalUrl, localeAlternates } from '../../core/seo/locale';
import { canonicalPath } from '../../theme/logic/url';

describe('alternateLocaleUrl', () => {
  it('keeps path, query and hash on the other host', () => {
    expect(alternateLocaleUrl('https://www.rainbond.io', { pathname: '/docs/faq', search: '?a=1', hash: '#top' })).toBe(
      'https://www.rainbond.io/docs/faq?a=1#top',
    );
  });
  it('swaps a leading locale segment away', () => {
    expect(alternateLocaleUrl('https://www.rainbond.io/', { pathname: '/zh/blog', search: '', hash: '' })).toBe('https://www.rainbond.io/blog');
    expect(alternateLocaleUrl('https://www.rainbond.io', { pathname: '/zh', search: '', hash: '' })).toBe('https://www.rainbond.io/');
  });
  it('does not touch segments that merely start with zh', () => {
    expect(alternateLocaleUrl('https://www.rainbond.io', { pathname: '/zhjl', search: '', hash: '' })).toBe('https://www.rainbond.io/zhjl');
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/docs/', '/docs'],
    ['/docs.html', '/docs'],
    ['/docs/index.html', '/docs'],
    ['/', '/'],
    ['/index.html', '/'],
    ['/docs/5.17', '/docs/5.17'],
  ])('%s → %s', (input, output) => {
    expect(canonicalPath(input)).toBe(output);
  });
});

describe('canonicalUrl', () => {
  it('drops the home page slash only', () => {
    expect(canonicalUrl('https://www.rainbond.com', '/')).toBe('https://www.rainbond.com');
    expect(canonicalUrl('https://www.rainbond.com', '/docs/faq')).toBe('https://www.rainbond.com/docs/faq');
  });
});

describe('localeAlternates', () => {
  it('lists every language of the locale menu: this page here, and where the menu leads on the English site', () => {
    expect(LOCALES.map((locale) => locale.hreflang)).toEqual(['zh-CN', 'en']);
    expect(localeAlternates('/docs/faq')).toEqual([
      { hreflang: 'zh-CN', href: 'https://www.rainbond.com/docs/faq' },
      { hreflang: 'en', href: alternateLocaleUrl('https://www.rainbond.io', { pathname: '/docs/faq', search: '', hash: '' }) },
    ]);
    expect(localeAlternates('/')).toEqual([
      { hreflang: 'zh-CN', href: 'https://www.rainbond.com' },
      { hreflang: 'en', href: 'https://www.rainbond.io/' },
    ]);
  });
});

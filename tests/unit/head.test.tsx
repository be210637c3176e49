// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type HeadInput, useHead } from '../../theme/head';

function PageHead(props: HeadInput) {
  useHead(props);
  return null;
}

const post: HeadInput = {
  title: '文章 | Rainbond',
  htmlAttrs: { lang: 'zh-CN', 'data-search': 'local' },
  link: [
    { rel: 'canonical', href: 'https://www.rainbond.com/blog/post' },
    { rel: 'alternate', type: 'application/rss+xml', title: 'RSS', href: '/blog/rss.xml' },
  ],
  meta: [
    { name: 'description', content: '文章摘要' },
    { property: 'og:title', content: '文章 | Rainbond' },
    { name: 'robots', content: 'noindex' },
  ],
};

const doc: HeadInput = {
  title: '安装 | Rainbond',
  htmlAttrs: { lang: 'zh-CN' },
  link: [{ rel: 'canonical', href: 'https://www.rainbond.com/docs/install' }],
  meta: [
    { name: 'description', content: '安装说明' },
    { property: 'og:title', content: '安装 | Rainbond' },
  ],
};

const head = () => document.head;
const count = (selector: string) => head().querySelectorAll(selector).length;

describe('head manager', () => {
  beforeEach(() => {
    // What the server render leaves for a post, plus a tag of the HTML template nobody manages.
    document.head.innerHTML = `<link rel="icon" href="/favicon.svg"><link rel="canonical" href="https://www.rainbond.com/blog/post"><meta name="description" content="文章摘要">`;
    document.documentElement.removeAttribute('data-search');
  });
  afterEach(cleanup);

  it('takes over the tags the server rendered instead of adding twins', () => {
    render(<PageHead {...post} />);
    expect(document.title).toBe('文章 | Rainbond');
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(count('meta[name="description"]')).toBe(1);
    expect(head().querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('文章 | Rainbond');
    expect(document.documentElement.getAttribute('data-search')).toBe('local');
  });

  it('follows the next page: changed tags updated, tags it lacks removed, template tags kept', () => {
    const { rerender } = render(<PageHead {...post} />);
    rerender(<PageHead {...doc} />);
    expect(document.title).toBe('安装 | Rainbond');
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.rainbond.com/docs/install');
    expect(head().querySelector('meta[name="description"]')?.getAttribute('content')).toBe('安装说明');
    expect(count('link[rel="alternate"]')).toBe(0);
    expect(count('meta[name="robots"]')).toBe(0);
    expect(count('link[rel="icon"]')).toBe(1);
    expect(document.documentElement.hasAttribute('data-search')).toBe(false);
  });

  it('a later entry wins on the same key, and unmounting gives the earlier one back', () => {
    const { rerender } = render(
      <>
        <PageHead {...doc} />
        <PageHead title="覆盖 | Rainbond" meta={[{ name: 'description', content: '覆盖' }]} />
      </>,
    );
    expect(document.title).toBe('覆盖 | Rainbond');
    expect(head().querySelector('meta[name="description"]')?.getAttribute('content')).toBe('覆盖');
    rerender(<PageHead {...doc} />);
    expect(document.title).toBe('安装 | Rainbond');
    expect(head().querySelector('meta[name="description"]')?.getAttribute('content')).toBe('安装说明');
  });
});

import { usePages } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { SiteLink } from '../../theme/components/SiteLink';

export const SEARCH_MAX_LENGTH = 64;

/** /search?q=…: the query is read after mount (pages are pre-rendered without it) and kept in the URL. */
export function SearchPage() {
  const { pages } = usePages();
  const [query, setQuery] = useState('');
  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get('q')?.slice(0, SEARCH_MAX_LENGTH) ?? '');
  }, []);
  const update = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  };
  const needle = query.trim().toLowerCase();
  const results = needle
    ? pages.filter((page) => `${page.title} ${(page.frontmatter.description as string | undefined) ?? ''}`.toLowerCase().includes(needle))
    : [];
  return (
    <section className="mx-auto max-w-3xl px-5 py-12">
      <h1 className="text-3xl font-bold text-ink">搜索</h1>
      <input
        type="search"
        aria-label="搜索文档"
        placeholder="搜索文档"
        maxLength={SEARCH_MAX_LENGTH}
        value={query}
        onChange={(event) => update(event.target.value)}
        className="mt-6 w-full rounded-lg border border-line px-4 py-3 text-lg"
      />
      {needle && (
        <p className="mt-4 text-sm text-muted" data-testid="search-count">
          找到 {results.length} 条结果
        </p>
      )}
      {needle && results.length === 0 && <p className="mt-6 text-muted">没有找到与“{query}”相关的结果。</p>}
      <ul className="mt-6 space-y-5">
        {results.map((page) => (
          <li key={page.routePath}>
            <SiteLink to={page.routePath} className="text-lg font-semibold text-brand-600 hover:underline">
              {page.title}
            </SiteLink>
            <p className="mt-1 text-sm text-muted">{(page.frontmatter.description as string | undefined) ?? page.routePath}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchConfigFromEnv } from '../../core/search/config';

vi.mock('../../theme/components/SiteLink', () => ({ SiteLink: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a> }));

const hosted = searchConfigFromEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'rainbond', ALGOLIA_HOST: 'http://127.0.0.1:9' });
/** The facet filters of every query the page posted to the hosted search. */
const posted: unknown[] = [];

beforeAll(() => {
  vi.stubGlobal('__RB_SEARCH_CONFIG__', hosted);
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    for (const request of (JSON.parse(init.body) as { requests: { params: string }[] }).requests) {
      posted.push(JSON.parse(new URLSearchParams(request.params).get('facetFilters') ?? 'null'));
    }
    return new Response(JSON.stringify({ results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20 }] }));
  });
});
afterEach(cleanup);

describe('/search with hosted search', () => {
  it('filters by the version in the URL, and by the one chosen in the select', async () => {
    window.history.replaceState(null, '', '/search?q=helm&version=5.17');
    const { SearchPage } = await import('../../components/SearchPage');
    render(<SearchPage />);
    const select = screen.getByRole('combobox', { name: '文档版本' });
    await waitFor(() => expect(posted.at(-1)).toEqual(['language:zh', ['docusaurus_tag:docs-default-5.17']]));
    expect(select).toHaveProperty('value', '5.17');

    fireEvent.change(select, { target: { value: 'current' } });
    await waitFor(() => expect(posted.at(-1)).toEqual(['language:zh', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]));
  });
});

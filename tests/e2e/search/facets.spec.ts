import { facetFilters } from '../../../core/search/facetFilters';
import { expect, test } from '../support/fixtures';

/** The docsearch:* meta tags of a page, as the hosted search's crawler reads them from the HTML. */
async function metaOf(request: import('@playwright/test').APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  return Object.fromEntries([...html.matchAll(/<meta name="docsearch:([a-z_]+)" content="([^"]*)"/g)].map(([, name, content]) => [name, content]));
}

// After a recrawl, a record carries the facets of its page's tags; the client filters by the version being read.
for (const [path, version, tag] of [
  ['/docs/installation/helm', 'current', 'docs-default-current'],
  ['/docs/5.17/quick-start/getting-started', '5.17', 'docs-default-5.17'],
  ['/blog', undefined, 'default'],
  ['/case', undefined, 'default'],
] as const) {
  test(`${path} carries the facets hosted search filters by`, async ({ request }) => {
    const meta = await metaOf(request, path);
    expect(meta).toEqual({ language: 'zh', docusaurus_tag: tag, ...(version ? { version } : {}) });
    const [language, tags] = facetFilters(version ?? 'current');
    expect(language).toBe(`language:${meta.language}`);
    expect(tags).toContain(`docusaurus_tag:${meta.docusaurus_tag}`);
  });
}

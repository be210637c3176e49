import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchConfigFromEnv } from '../../core/search/config';
import { search } from '../../theme/components/Search/logic/client';

/** A stand-in for Algolia on 127.0.0.1: records each request and answers with hosted-style URLs. */
const received: { url: string; headers: IncomingMessage['headers']; body: { requests: { indexName: string; params: string }[] } }[] = [];
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(body) });
    const hit = (url: string) => ({
      objectID: url,
      url,
      type: 'content',
      hierarchy: { lvl0: '文档', lvl1: 'Helm 安装', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: 'helm',
      _highlightResult: {},
      _snippetResult: {},
    });
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        results: [
          {
            hits: [hit('https://www.rainbond.com/zh/docs/installation/helm#values'), hit('https://v5.16-docs.rainbond.com/docs/install')],
            nbHits: 2,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            processingTimeMS: 1,
            exhaustiveNbHits: true,
            query: 'helm',
            params: '',
          },
        ],
      }),
    );
  });
});

let host = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('hosted search', () => {
  it('posts DocSearch requests to /1/indexes/*/queries with language and version filters, and rewrites result URLs', async () => {
    const config = searchConfigFromEnv({
      ALGOLIA_APP_ID: 'RAINBOND',
      ALGOLIA_API_KEY: 'public-search-key',
      ALGOLIA_INDEX_NAME: 'rainbond',
      ALGOLIA_HOST: host,
      ALGOLIA_EXTERNAL_URL_REGEX: 'v5\\.\\d+-docs\\.rainbond\\.com',
      ALGOLIA_REPLACE_PATHNAME_FROM: '^/zh/',
      ALGOLIA_REPLACE_PATHNAME_TO: '/',
    });
    const { results } = await search(config, [{ indexName: 'ignored', query: 'helm', params: { hitsPerPage: 20 } }], '5.17');

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.url).toBe('/1/indexes/*/queries');
    expect(request.headers['x-algolia-application-id']).toBe('RAINBOND');
    expect(request.headers['x-algolia-api-key']).toBe('public-search-key');
    expect(request.body.requests).toHaveLength(1);
    expect(request.body.requests[0].indexName).toBe('rainbond');
    const params = new URLSearchParams(request.body.requests[0].params);
    expect(params.get('query')).toBe('helm');
    expect(params.get('hitsPerPage')).toBe('20');
    expect(JSON.parse(params.get('facetFilters') ?? '[]')).toEqual(['language:zh', ['docusaurus_tag:docs-default-5.17']]);

    expect(results[0].hits.map((hit) => hit.url)).toEqual(['/docs/installation/helm#values', 'https://v5.16-docs.rainbond.com/docs/install']);
  });

  it('filters by the version being read', async () => {
    received.length = 0;
    const config = searchConfigFromEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i', ALGOLIA_HOST: host });
    await search(config, [{ indexName: 'i', query: 'x' }], 'current');
    const params = new URLSearchParams(received[0].body.requests[0].params);
    expect(params.get('facetFilters')).toContain('docusaurus_tag:docs-default-current');
  });
});

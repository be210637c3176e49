import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { pagePath } from '../../plugins/dev-warmup';
import { compileLazily, lazyModulesByFile } from '../../rspress-internals/node/lazyCompilation';

const module = (id: string) => ({ identifier: () => id });

describe('dev warm-up', () => {
  it('finds the module Rspack compiles on first use for each file, by the file', () => {
    const page =
      'lazy-compilation-proxy|builtin:swc-loader??ruleSet[1].rules[21]!/site/node_modules/@rspress/core/dist/node/mdx/loader.js!/site/docs/docs/faq.md';
    const modules = [module(page), module('/site/theme/index.tsx'), module('lazy-compilation-proxy|/site/theme/components/SupportModal/index.tsx')];
    expect(lazyModulesByFile(modules)).toEqual(
      new Map([
        ['/site/docs/docs/faq.md', page],
        ['/site/theme/components/SupportModal/index.tsx', 'lazy-compilation-proxy|/site/theme/components/SupportModal/index.tsx'],
      ]),
    );
  });

  it('reads the page path of a request, and leaves a malformed one to the server', () => {
    expect(pagePath('/docs/faq?x=1')).toBe('/docs/faq');
    expect(pagePath('/docs/%E5%AE%89%E8%A3%85')).toBe('/docs/安装');
    expect(pagePath('/docs/%E0%A4%A')).toBeUndefined();
  });

  it('asks the server to compile a module as the browser does: its id posted as text to the trigger path', async () => {
    const received: { method?: string; url?: string; type?: string; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, type: request.headers['content-type'], body });
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const id = 'lazy-compilation-proxy|/site/docs/docs/faq.md';
      expect(await compileLazily(`127.0.0.1:${(server.address() as AddressInfo).port}`, id)).toBe(200);
      expect(received).toEqual([{ method: 'POST', url: '/_rspack/lazy/trigger', type: 'text/plain', body: id }]);
    } finally {
      server.close();
    }
    await expect(compileLazily('127.0.0.1:1', 'x')).rejects.toThrow();
  });
});

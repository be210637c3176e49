import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  requests: number;
  js: Bytes;
  css: Bytes;
  html: Bytes;
  other: Bytes;
  /** Everything the browser downloaded, compressed as nginx serves it. */
  total: Bytes;
}

const empty = (): Bytes => ({ raw: 0, gzip: 0 });

/** Tells the page the reader saves data, which turns link prefetching off: only the page's own cost is measured. */
export async function withoutPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
}

/** Loads `url` and adds up what the browser fetched, by kind, raw and gzip (level 6, as deploy/nginx.conf). */
export async function measurePage(page: Page, url: string): Promise<PageWeight> {
  const weight: PageWeight = { requests: 0, js: empty(), css: empty(), html: empty(), other: empty(), total: empty() };
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    pending.push(
      response
        .body()
        .then((body) => {
          const type = response.headers()['content-type'] ?? '';
          const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : type.includes('html') ? 'html' : 'other';
          const gzip = gzipSync(body, { level: 6 }).length;
          weight.requests++;
          weight[kind].raw += body.length;
          weight[kind].gzip += gzip;
          weight.total.raw += body.length;
          weight.total.gzip += Math.min(gzip, body.length);
        })
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  page.off('response', onResponse);
  return weight;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ANALYTICS_HOSTS } from '../../core/data/analytics';
import { IMAGE_HOSTS } from '../../core/data/site';

const ROOT = path.resolve(import.meta.dirname, '../..');

it("the CSP's img-src allows the site, data: URLs, the statistics services and exactly the hosts of IMAGE_HOSTS", () => {
  const conf = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const imgSrc = /img-src ([^;]+);/.exec(conf)?.[1].split(/\s+/) ?? [];
  expect(imgSrc).not.toContain('*');
  expect(imgSrc).toEqual(["'self'", 'data:', ANALYTICS_HOSTS.baidu, 'https://*.hotjar.com', ...IMAGE_HOSTS.map((host) => `https://${host}`)]);
});

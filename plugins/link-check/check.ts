import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface BrokenLink {
  page: string;
  link: string;
  /** Set when the target exists but the link reaches it only through a 301. */
  redirect?: string;
}

const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;

/** Internal href/src values of an HTML document; external, mailto, data and pure-hash links are skipped. */
export function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(ATTRIBUTE)) {
    const value = match[1].replaceAll('&amp;', '&');
    if (!value || value.startsWith('#') || /^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) continue;
    links.add(value);
  }
  return [...links];
}

/**
 * The output file a site path is served from, following the clean-URL rules of deploy/nginx.conf. `known`
 * keeps each path's answer for the next link to it (every page links the pages of its sidebar).
 */
export function resolveTarget(outDir: string, pagePath: string, link: string, known = new Map<string, string | null>()): string | null {
  const pathname = decodeURIComponent(new URL(link, `http://site${pagePath}`).pathname);
  const found = known.get(pathname);
  if (found !== undefined) return found;
  const file = fileServing(outDir, pathname);
  known.set(pathname, file);
  return file;
}

function fileServing(outDir: string, pathname: string): string | null {
  const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return null;
}

/**
 * The clean URL a link should use when its own form answers 301 on the server (deploy/nginx.conf keeps one
 * URL per page: `/x/` and `/x.html` redirect to `/x`), or null when it is already clean.
 */
export function cleanFormOf(pagePath: string, link: string): string | null {
  const url = new URL(link, `http://site${pagePath}`);
  const clean = url.pathname.replace(/(?:\/index)?\.html$/, '').replace(/(.)\/+$/, '$1');
  return clean === url.pathname ? null : `${clean || '/'}${url.search}${url.hash}`;
}

/** Site path of an emitted HTML file: `docs/quick-start.html` → `/docs/quick-start`. */
export function pagePathOf(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const clean = relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${clean}`;
}

/**
 * The verdict on a page's internal links: those that do not resolve to a file of the build, or reach one
 * only through a 301. Verdicts are kept by link (and page, for a relative one): pages share most links.
 */
function linkChecker(outDir: string) {
  const known = new Map<string, string | null>();
  const verdicts = new Map<string, { found: boolean; clean: string | null }>();
  return (page: string, html: string): BrokenLink[] => {
    const broken: BrokenLink[] = [];
    for (const link of internalLinks(html)) {
      const key = link.startsWith('/') ? link : `${page}\0${link}`;
      let verdict = verdicts.get(key);
      if (!verdict) {
        const clean = cleanFormOf(page, link);
        verdict = { found: resolveTarget(outDir, page, clean ?? link, known) !== null, clean };
        verdicts.set(key, verdict);
      }
      if (!verdict.found) broken.push({ page, link });
      else if (verdict.clean) broken.push({ page, link, redirect: verdict.clean });
    }
    return broken;
  };
}

export interface RemoteImage {
  page: string;
  url: string;
  host: string;
}

/** Images of a built page that load from another host. */
function remoteImagesOf(page: string, html: string): RemoteImage[] {
  return [...html.matchAll(/<img\b[^>]*\ssrc="((?:https?:)?\/\/[^"]+)"/g)].map(([, url]) => ({ page, url, host: new URL(url, 'https://site').host }));
}

/** Every page's broken or redirected internal links and its images from other hosts, each file read once. */
export function checkPages(outDir: string, htmlFiles: string[]): { broken: BrokenLink[]; remote: RemoteImage[] } {
  const linksOf = linkChecker(outDir);
  const broken: BrokenLink[] = [];
  const remote: RemoteImage[] = [];
  for (const file of htmlFiles) {
    const page = pagePathOf(outDir, file);
    const html = readFileSync(file, 'utf8');
    broken.push(...linksOf(page, html));
    remote.push(...remoteImagesOf(page, html));
  }
  return { broken, remote };
}

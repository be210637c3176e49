import { type DocsVersion, VERSIONS } from '../../core/data/versions';
import { flattenLinks } from '../../core/docs/navigation';
import type { VersionDocs } from '../../core/docs/types';
import { canonicalUrl, type LocaleAlternate } from '../../core/seo/locale';

export interface SitePage {
  routePath: string;
  title: string;
  description: string;
  /** Docs version name, or undefined for site and blog pages. */
  version?: string;
  /** When the page last changed, as the page itself shows it (a W3C date or date-time). */
  lastmod?: string;
  /** The page in each language of the locale menu, this site's included. */
  alternates?: LocaleAlternate[];
  /** Where its Markdown twin is served, if it has one. */
  twin?: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function urlEntry(origin: string, page: SitePage): string {
  const lines = [`<loc>${escapeXml(canonicalUrl(origin, page.routePath))}</loc>`];
  if (page.lastmod) lines.push(`<lastmod>${escapeXml(page.lastmod)}</lastmod>`);
  for (const { hreflang, href } of page.alternates ?? []) {
    lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
  }
  return lines.length === 1 ? `  <url>${lines[0]}</url>` : `  <url>\n${lines.map((line) => `    ${line}`).join('\n')}\n  </url>`;
}

/** sitemap.xml of the given pages, absolute URLs from the site origin, with their dates and language alternates. */
export function sitemap(origin: string, pages: SitePage[]): string {
  const urls = pages.map((page) => urlEntry(origin, page)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

const SUMMARY = '> Rainbond 是一款简单易用的云原生应用管理平台：从源码、镜像、Helm 或 YAML 部署应用，统一管理团队、集群、网关、应用市场和插件。';

/** A page's line in an llms.txt: its Markdown twin where it has one, else the page. */
const llmsLine = (origin: string, page: SitePage) =>
  `- [${page.title}](${origin}${page.twin ?? page.routePath})${page.description ? `: ${page.description}` : ''}`;

/** A version's pages in the reading order of its sidebars (docs, then api, then store), then the pages no sidebar lists. */
export function docsInSidebarOrder<Page extends SitePage>(docs: VersionDocs | undefined, pages: Page[]): Page[] {
  const byRoute = new Map(pages.map((page) => [page.routePath, page]));
  const ordered = new Set<Page>();
  for (const entries of Object.values(docs?.sidebars ?? {})) {
    for (const { link } of flattenLinks(entries)) {
      const page = byRoute.get(link.replace(/\.html$/, ''));
      if (page) ordered.add(page);
    }
  }
  return [...ordered, ...pages.filter((page) => !ordered.has(page))];
}

/**
 * llms.txt (llmstxt.org) of a docs version, its pages in sidebar order (`docs`) linking their Markdown twins.
 * The current version's, at the site root, also lists the blog, the cases, the other pages and the older versions.
 */
export function llmsTxt(origin: string, pages: SitePage[], version: DocsVersion, docs: SitePage[]): string {
  const line = (page: SitePage) => llmsLine(origin, page);
  const full = `${origin}${version.isLast ? '' : version.path}/llms-full.txt`;
  const head = [
    `# Rainbond${version.isLast ? '' : ` ${version.label} 文档`}`,
    '',
    SUMMARY,
    '',
    `每个文档页、博客文章和用户案例都有 Markdown 版本：在页面地址后加 \`.md\`。本版本的全部文档合为一个文件：${full}`,
    '',
  ];
  const section = (title: string, entries: string[]) => (entries.length ? [`## ${title}`, '', ...entries, ''] : []);
  if (!version.isLast) return [...head, ...section(`文档（${version.label}）`, docs.map(line))].join('\n');
  const older = VERSIONS.filter((other) => !other.isLast).map((other) => `- [${other.label} 文档](${origin}${other.path}/llms.txt)`);
  return [
    ...head,
    ...section(`文档（${version.label}）`, docs.map(line)),
    ...section('博客', pages.filter((page) => page.routePath.startsWith('/blog/')).map(line)),
    ...section('用户案例', pages.filter((page) => page.routePath.startsWith('/case/')).map(line)),
    ...section('网站', pages.filter((page) => !page.version && !page.routePath.startsWith('/blog') && !page.routePath.startsWith('/case/')).map(line)),
    ...section('其他版本', older),
  ].join('\n');
}

/** llms-full.txt: every Markdown twin of a version's docs in one file, in sidebar order. */
export function llmsFullTxt(origin: string, version: DocsVersion, twins: string[]): string {
  const intro = `# Rainbond ${version.label} 文档（全文）\n\n> 本版本的全部文档页面，按侧边栏顺序排列；每页的网页地址写在它的开头。目录：${origin}${version.isLast ? '' : version.path}/llms.txt\n`;
  return [intro, ...twins.filter(Boolean).map((twin) => twin.trim())].join('\n\n---\n\n').concat('\n');
}

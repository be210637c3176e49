import { VERSIONS } from '../../core/data/versions';
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

/** llms.txt (llmstxt.org): the site, then its current docs and blog as Markdown link lists. */
export function llmsTxt(origin: string, pages: SitePage[]): string {
  const line = (page: SitePage) => `- [${page.title}](${origin}${page.routePath})${page.description ? `: ${page.description}` : ''}`;
  const docs = pages.filter((page) => page.version === 'current');
  const blog = pages.filter((page) => page.routePath.startsWith('/blog/'));
  const site = pages.filter((page) => !page.version && !page.routePath.startsWith('/blog'));
  return [
    '# Rainbond',
    '',
    '> Rainbond 是一款简单易用的云原生应用管理平台：从源码、镜像、Helm 或 YAML 部署应用，统一管理团队、集群、网关、应用市场和插件。',
    '',
    `## 文档（${VERSIONS.find((version) => version.isLast)?.label ?? ''}）`,
    '',
    ...docs.map(line),
    '',
    '## 博客',
    '',
    ...blog.map(line),
    '',
    '## 网站',
    '',
    ...site.map(line),
    '',
  ].join('\n');
}

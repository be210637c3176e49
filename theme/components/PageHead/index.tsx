import { useHead, usePage, useSite } from '@rspress/core/runtime';
import { SITE_URL } from '../../../core/data/site';
import { versionOfPath } from '../../../core/docs/navigation';
import { isBlogPost, twinPath } from '../../../core/markdown/twinPath';
import { facetMeta } from '../../../core/search/facets';
import { canonicalUrl, localeAlternates } from '../../../core/seo/locale';
import { socialImage } from '../../../core/seo/socialImage';
import { usePageMeta } from '../../hooks/usePageMeta';
import { SEARCH_CONFIG } from '../Search/logic/siteConfig';

const SITE_NAME = 'Rainbond';

/** Title, description and `<html lang>` for every page (the default theme's head tags are not used). */
export function PageHead() {
  const { page } = usePage();
  const { site } = useSite();
  const meta = usePageMeta();
  const isHome = page.routePath === '/';
  const notFound = page.pageType === '404';
  const pageTitle = notFound ? '找不到页面' : (meta.frontmatter.title as string | undefined) || meta.title;
  // Older docs versions repeat page titles of the current one: the title says which version it is.
  const version = versionOfPath(page.routePath);
  const versioned = version && !version.isLast ? `${pageTitle} · ${version.label}` : pageTitle;
  const title = isHome || !pageTitle ? `${SITE_NAME} | 云原生应用管理平台` : `${versioned} | ${SITE_NAME}`;
  const description = (meta.frontmatter.description as string | undefined) || site.description;
  const isBlog = page.routePath === '/blog' || page.routePath.startsWith('/blog/');
  const isPost = isBlogPost(page.routePath);
  const twin = twinPath(page.routePath, page.pageType);
  const image = socialImage(SITE_URL, meta.frontmatter.image);
  useHead({
    htmlAttrs: { lang: 'zh-CN', 'data-search': SEARCH_CONFIG.mode },
    title,
    link: [
      { rel: 'canonical', href: canonicalUrl(SITE_URL, page.routePath) },
      // The same page in the locale menu's other languages; a missing page has none.
      ...(notFound ? [] : localeAlternates(page.routePath).map((alternate) => ({ rel: 'alternate', ...alternate }))),
      // The page as Markdown (plugins/markdown-twin), for tools that read docs.
      ...(twin ? [{ rel: 'alternate', type: 'text/markdown', href: twin }] : []),
      ...(isBlog
        ? [
            { rel: 'alternate', type: 'application/rss+xml', title: 'Rainbond 博客 RSS', href: '/blog/rss.xml' },
            { rel: 'alternate', type: 'application/atom+xml', title: 'Rainbond 博客 Atom', href: '/blog/atom.xml' },
          ]
        : []),
    ],
    meta: [
      { name: 'description', content: description },
      { property: 'og:type', content: isPost ? 'article' : 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:locale', content: 'zh_CN' },
      { property: 'og:url', content: `${SITE_URL}${page.routePath}` },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:image', content: image.url },
      ...(image.width
        ? [
            { property: 'og:image:width', content: String(image.width) },
            { property: 'og:image:height', content: String(image.height) },
          ]
        : []),
      ...(image.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image.url },
      ...(meta.frontmatter.unlisted === true ? [{ name: 'robots', content: 'noindex' }] : []),
      ...facetMeta(version?.name),
    ],
  });
  return null;
}

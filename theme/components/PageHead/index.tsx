import { useHead, usePage, useSite } from '@rspress/core/runtime';

const SITE_NAME = 'Rainbond';

/** Title, description and `<html lang>` for every page (the default theme's head tags are not used). */
export function PageHead() {
  const { page } = usePage();
  const { site } = useSite();
  const isHome = page.routePath === '/';
  const notFound = page.pageType === '404';
  const pageTitle = notFound ? '找不到页面' : (page.frontmatter?.title as string | undefined) || page.title;
  const title = isHome || !pageTitle ? `${SITE_NAME} | 云原生应用管理平台` : `${pageTitle} | ${SITE_NAME}`;
  const description = (page.frontmatter?.description as string | undefined) || page.description || site.description;
  const isBlog = page.routePath === '/blog' || page.routePath.startsWith('/blog/');
  useHead({
    htmlAttrs: { lang: 'zh-CN' },
    title,
    link: isBlog
      ? [
          { rel: 'alternate', type: 'application/rss+xml', title: 'Rainbond 博客 RSS', href: '/blog/rss.xml' },
          { rel: 'alternate', type: 'application/atom+xml', title: 'Rainbond 博客 Atom', href: '/blog/atom.xml' },
        ]
      : [],
    meta: [
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
    ],
  });
  return null;
}

/** What Docusaurus pages import, and where this site finds it. */

/** Modules of Docusaurus's theme and core that pages import, by specifier: the file under theme/docusaurus/ standing in. */
export const DOCUSAURUS_MODULES: Record<string, string> = {
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@docusaurus/theme-common': 'theme-common.ts',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/router': 'router.ts',
};

/** A site's own video component (`/src/components/Bvideo`, `@site/src/components/BilibiliVideo`): played by ours. */
export const isVideoComponent = (specifier: string) =>
  /(?:^|\/)src\/components\/[^/]*(?:bilibili|bvideo|video)[^/]*(?:\/index)?(?:\.[jt]sx?)?$/i.test(specifier);

/** Where a site-relative import points: `/src/x` and `@site/src/x` are both `src/x` of the site. */
export function siteRelative(specifier: string): string | undefined {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  if (specifier.startsWith('/src/')) return specifier.slice(1);
  return undefined;
}

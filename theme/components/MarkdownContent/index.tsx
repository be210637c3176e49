import { MDXProvider } from '@mdx-js/react';
import { Content } from '@rspress/core/runtime';
import { useScrollAfterNav } from '@rspress/core/theme-original';
import type { ComponentType } from 'react';
import { PageLoading } from '../PageLoading';
import { MARKDOWN_COMPONENTS } from './markdownComponents';
// Rspress's Markdown typography (.rp-doc), normally brought in by its DocContent, which we do not use.
import '../../../rspress-internals/browser/docStyles';

/** A Markdown page's body with the Markdown components (code blocks, callouts, links) and our loading state. */
export function MarkdownContent({ components }: { components?: Record<string, ComponentType<never>> }) {
  useScrollAfterNav();
  return (
    <MDXProvider components={{ ...MARKDOWN_COMPONENTS, ...components }}>
      <Content fallback={<PageLoading />} />
    </MDXProvider>
  );
}

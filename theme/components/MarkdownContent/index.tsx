import { MDXProvider } from '@mdx-js/react';
import { Content } from '@rspress/core/runtime';
import { Callout, getCustomMDXComponent, useScrollAfterNav } from '@rspress/core/theme-original';
import type { ComponentType } from 'react';
import { PageLoading } from '../PageLoading';
// Rspress's Markdown typography (.rp-doc), normally brought in by its DocContent, which we do not use.
import '@rspress/core/dist/theme/components/DocContent/doc.css';

/** A Markdown page's body with Rspress's Markdown components (code blocks, callouts) and our loading state. */
export function MarkdownContent({ components }: { components?: Record<string, ComponentType<never>> }) {
  useScrollAfterNav();
  return (
    <MDXProvider components={{ ...getCustomMDXComponent(), ...components, $$$callout$$$: Callout }}>
      <Content fallback={<PageLoading />} />
    </MDXProvider>
  );
}

import { MDXProvider } from '@mdx-js/react';
import type { ReactNode } from 'react';
import type { PostSummary } from '../../core/blog';
import { MARKDOWN_COMPONENTS } from '../../theme/components/MarkdownContent/markdownComponents';
import { SiteLink } from '../../theme/components/SiteLink';
import { Toc } from '../../theme/components/Toc';
import { BlogSidebar } from './BlogSidebar';
import { POSTS } from './data';
import { PostMeta } from './PostMeta';

/** A post: sidebar of all posts, title and meta, the Markdown body, previous/next post, TOC. */
export function BlogPostPage({ post, children }: { post: PostSummary; children: ReactNode }) {
  const index = POSTS.findIndex((entry) => entry.slug === post.slug);
  // POSTS is newest first: the newer post is "next", the older one "previous".
  const older = POSTS[index + 1];
  const newer = POSTS[index - 1];
  return (
    <div className="mx-auto flex max-w-screen-2xl gap-10 px-5 py-8">
      <BlogSidebar current={post.slug} />
      <article className="min-w-0 flex-1" data-testid="blog-post">
        <header className="mb-8">
          <h1 className="text-3xl font-bold leading-tight text-ink">{post.title}</h1>
          <PostMeta post={post} />
        </header>
        <div className="rp-doc">
          <MDXProvider components={MARKDOWN_COMPONENTS}>{children}</MDXProvider>
        </div>
        <nav aria-label="上一篇与下一篇" className="mt-12 grid gap-4 narrow:grid-cols-2" data-testid="post-nav">
          {older ? (
            <SiteLink to={`/blog/${older.slug}`} className="rounded-lg border border-line p-4 hover:border-brand-500">
              <span className="block text-xs text-muted">上一篇</span>
              <span className="font-medium text-brand-600">{older.title}</span>
            </SiteLink>
          ) : (
            <span />
          )}
          {newer && (
            <SiteLink to={`/blog/${newer.slug}`} className="rounded-lg border border-line p-4 text-right hover:border-brand-500">
              <span className="block text-xs text-muted">下一篇</span>
              <span className="font-medium text-brand-600">{newer.title}</span>
            </SiteLink>
          )}
        </nav>
      </article>
      <aside className="sticky top-28 hidden max-h-[calc(100vh-8rem)] w-56 shrink-0 overflow-y-auto xl:block">
        <Toc />
      </aside>
    </div>
  );
}

import { type ListedPost, pageCount } from '../../core/blog';
import { SiteLink } from '../../theme/components/SiteLink';
import { BlogSidebar } from './BlogSidebar';
import { POSTS } from './data';
import { Pagination } from './Pagination';
import { PostMeta } from './PostMeta';

/** /blog and /blog/page/N: the page's 18 posts, newest first, with excerpts. */
export function BlogListPage({ page, posts }: { page: number; posts: ListedPost[] }) {
  return (
    <div className="mx-auto flex max-w-screen-2xl gap-10 px-5 py-8">
      <BlogSidebar />
      <section className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h1 className="text-3xl font-bold text-ink">博客{page > 1 && <span className="ml-2 text-xl text-muted">第 {page} 页</span>}</h1>
          <p className="text-sm">
            <SiteLink to="/blog/archive" className="text-brand-600 hover:underline">
              归档
            </SiteLink>
            <span className="mx-2 text-muted">·</span>
            <SiteLink to="/blog/authors" className="text-brand-600 hover:underline">
              作者
            </SiteLink>
          </p>
        </div>
        <ul className="mt-8 space-y-10" data-testid="blog-post-list">
          {posts.map((post) => (
            <li key={post.slug}>
              <article>
                <h2 className="text-xl font-semibold text-ink">
                  <SiteLink to={`/blog/${post.slug}`} className="hover:text-brand-600">
                    {post.title}
                  </SiteLink>
                </h2>
                <PostMeta post={post} />
                <p className="mt-3 leading-7 text-muted">{post.excerpt}</p>
                <SiteLink to={`/blog/${post.slug}`} className="mt-2 inline-block text-sm font-medium text-brand-600 hover:underline">
                  阅读全文 →
                </SiteLink>
              </article>
            </li>
          ))}
        </ul>
        <Pagination page={page} total={pageCount(POSTS.length)} />
      </section>
    </div>
  );
}

import AUTHORS from '@rainbond/blog-authors';
import type { PostsByAuthor } from '../../core/blog';
import { SiteLink } from '../../theme/components/SiteLink';
import { SmartImage } from '../../theme/components/SmartImage';

/** /blog/authors: each author with the titles of their posts. */
export function BlogAuthorsPage({ posts: byAuthor }: { posts: PostsByAuthor }) {
  return (
    <section className="mx-auto max-w-4xl px-5 py-10">
      <h1 className="text-3xl font-bold text-ink">博客作者</h1>
      <ul className="mt-8 space-y-10">
        {Object.entries(AUTHORS).map(([key, author]) => {
          const posts = byAuthor[key] ?? [];
          return (
            <li key={key} id={key} className="scroll-mt-32" data-testid="blog-author">
              <div className="flex items-center gap-4">
                <SmartImage src={author.avatar} alt={`${author.name}的头像`} width={56} height={56} className="rounded-full" />
                <div>
                  <h2 className="text-xl font-semibold text-ink">
                    <a href={author.url} target="_blank" rel="noopener noreferrer" className="hover:text-brand-600">
                      {author.name}
                    </a>
                  </h2>
                  <p className="text-sm text-muted">
                    {author.title} · {posts.length} 篇文章
                  </p>
                </div>
              </div>
              <ul className="mt-3 list-disc space-y-1 pl-20">
                {posts.map((post) => (
                  <li key={post.slug}>
                    <SiteLink to={`/blog/${post.slug}`} className="text-ink hover:text-brand-600">
                      {post.title}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

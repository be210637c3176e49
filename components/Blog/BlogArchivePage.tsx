import { groupByYear } from '../../core/blog';
import { SiteLink } from '../../theme/components/SiteLink';
import { POSTS } from './data';
import { formatDay } from './PostMeta';

export function BlogArchivePage() {
  return (
    <section className="mx-auto max-w-3xl px-5 py-10">
      <h1 className="text-3xl font-bold text-ink">博客归档</h1>
      <p className="mt-3 text-muted">共 {POSTS.length} 篇文章，按年份从新到旧排列。</p>
      {groupByYear(POSTS).map((group) => (
        <section key={group.year} className="mt-8" data-testid="archive-year">
          <h2 className="text-2xl font-semibold text-ink">{group.year}</h2>
          <ul className="mt-3 space-y-2">
            {group.posts.map((post) => (
              <li key={post.slug} className="flex gap-4">
                <time dateTime={post.date} className="w-32 shrink-0 text-sm text-muted">
                  {formatDay(post.date).slice(7)}
                </time>
                <SiteLink to={`/blog/${post.slug}`} className="text-ink hover:text-brand-600">
                  {post.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

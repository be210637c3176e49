import { groupByYear } from '../../core/blog';
import { SiteLink } from '../../theme/components/SiteLink';
import { POSTS } from './data';

/** 所有文章: every post grouped by year, newest first; the post being read is marked. */
export function BlogSidebar({ current }: { current?: string }) {
  return (
    <nav
      aria-label="所有文章"
      className="sticky top-28 hidden max-h-[calc(100vh-8rem)] w-64 shrink-0 overflow-y-auto pb-10 desk:block"
      data-testid="blog-sidebar"
    >
      <p className="mb-3 font-semibold text-ink">所有文章</p>
      {groupByYear(POSTS).map((group) => (
        <section key={group.year} className="mb-4">
          <h2 className="mb-1 text-sm font-semibold text-muted">{group.year}</h2>
          <ul className="space-y-1">
            {group.posts.map((post) => (
              <li key={post.slug}>
                <SiteLink
                  to={`/blog/${post.slug}`}
                  className={`block text-sm leading-5 ${post.slug === current ? 'font-semibold text-brand-600' : 'text-muted hover:text-ink'}`}
                >
                  <span aria-current={post.slug === current ? 'page' : undefined}>{post.title}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

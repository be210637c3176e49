import AUTHORS from '@rainbond/blog-authors';
import type { PostSummary } from '../../core/blog';

export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${year} 年 ${month} 月 ${date} 日`;
}

/** Date, authors, reading time and tags of a post. */
export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <time dateTime={post.date}>{formatDay(post.date)}</time>
      <span aria-hidden="true">·</span>
      <span>
        {post.authors.map((key, index) => (
          <span key={key}>
            {index > 0 && '、'}
            <a href={`/blog/authors#${key}`} className="hover:text-brand-600">
              {AUTHORS[key]?.name ?? key}
            </a>
          </span>
        ))}
      </span>
      <span aria-hidden="true">·</span>
      <span>阅读约 {post.readingMinutes} 分钟</span>
      {post.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" data-testid="post-tags">
          <li className="sr-only">标签：</li>
          {post.tags.map((tag) => (
            <li key={tag} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

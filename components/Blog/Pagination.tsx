import { listPagePath } from '../../core/blog';
import { SiteLink } from '../../theme/components/SiteLink';

export function Pagination({ page, total }: { page: number; total: number }) {
  if (total <= 1) return null;
  return (
    <nav aria-label="博客分页" className="mt-10 flex flex-wrap items-center gap-2" data-testid="blog-pagination">
      {page > 1 && (
        <SiteLink to={listPagePath(page - 1)} className="rb-button-secondary">
          上一页
        </SiteLink>
      )}
      {Array.from({ length: total }, (_, index) => index + 1).map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className="rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white">
            {n}
          </span>
        ) : (
          <SiteLink key={n} to={listPagePath(n)} className="rounded-md px-3 py-1.5 text-ink hover:bg-brand-50">
            {n}
          </SiteLink>
        ),
      )}
      {page < total && (
        <SiteLink to={listPagePath(page + 1)} className="rb-button-secondary">
          下一页
        </SiteLink>
      )}
    </nav>
  );
}

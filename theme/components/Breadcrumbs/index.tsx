import type { Crumb } from '../../../core/docs/navigation';
import { SiteLink } from '../SiteLink';

export function Breadcrumbs({ home, crumbs }: { home: string; crumbs: Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="面包屑" className="mb-4 text-sm text-muted" data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <SiteLink to={home} className="hover:text-brand-600">
            文档
          </SiteLink>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${crumb.link ?? ''}`} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            {crumb.link && index < crumbs.length - 1 ? (
              <SiteLink to={crumb.link} className="hover:text-brand-600">
                {crumb.label}
              </SiteLink>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

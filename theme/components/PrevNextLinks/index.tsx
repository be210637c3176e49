import { SiteLink } from '../SiteLink';

type Target = { label: string; link: string } | undefined;

export function PrevNextLinks({ prev, next }: { prev: Target; next: Target }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="上一页与下一页" className="mt-12 grid gap-4 narrow:grid-cols-2" data-testid="prev-next">
      {prev ? (
        <SiteLink to={prev.link} className="rounded-lg border border-line p-4 hover:border-brand-500">
          <span className="block text-xs text-muted">上一页</span>
          <span className="font-medium text-brand-600">{prev.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next && (
        <SiteLink to={next.link} className="rounded-lg border border-line p-4 text-right hover:border-brand-500">
          <span className="block text-xs text-muted">下一页</span>
          <span className="font-medium text-brand-600">{next.label}</span>
        </SiteLink>
      )}
    </nav>
  );
}

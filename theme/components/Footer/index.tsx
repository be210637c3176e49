import { FOOTER, FOOTER_COLUMNS, REPO } from '../../../core/data/site';
import { Logo } from '../Logo';
import { SiteLink } from '../SiteLink';

export function Footer() {
  return (
    <footer className="border-t border-line bg-surface" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 desk:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="space-y-4">
          <Logo />
          <p className="text-sm leading-6 text-muted">{FOOTER.tagline}</p>
          <a
            href={REPO.github}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-md border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:border-brand-500"
          >
            <span aria-hidden="true">★</span>
            {FOOTER.starLabel}
          </a>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-semibold text-ink">{column.title}</h2>
            <ul className="space-y-2">
              {column.items.map((item) => (
                <li key={item.to}>
                  <SiteLink to={item.to} className="text-sm text-muted hover:text-brand-600">
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-line py-4 text-center text-xs text-muted">{FOOTER.copyright}</p>
    </footer>
  );
}

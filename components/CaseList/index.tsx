import { useState } from 'react';
import { SiteLink } from '../../theme/components/SiteLink';
import { listedPagesUnder } from '../data/listedPages';
import { FilterChips } from '../sections/FilterChips';

const ALL = '全部行业';

/** The customer cases as cards, filtered by industry. */
export function CaseList() {
  const cases = listedPagesUnder('/case/');
  const industries = [ALL, ...new Set(cases.map((item) => item.industry).filter((value): value is string => Boolean(value)))];
  const [industry, setIndustry] = useState(ALL);
  const shown = industry === ALL ? cases : cases.filter((item) => item.industry === industry);
  return (
    <section className="mx-auto max-w-7xl px-5 py-12">
      <h1 className="text-3xl font-bold text-ink">用户案例</h1>
      <p className="mt-3 max-w-3xl leading-7 text-muted">不同行业的团队如何用 Rainbond 管理应用、交付软件和推进国产化。</p>
      <FilterChips legend="按行业筛选" options={industries} value={industry} onChange={setIndustry} />
      <ul className="mt-8 grid gap-5 narrow:grid-cols-2 desk:grid-cols-3" data-testid="case-grid">
        {shown.map((item) => (
          <li key={item.routePath} className="rounded-xl border border-line p-5 hover:shadow-card">
            <p className="text-xs text-brand-600">{item.industry}</p>
            <h2 className="mt-1 text-lg font-semibold text-ink">
              <SiteLink to={item.routePath}>{item.title}</SiteLink>
            </h2>
            {item.customer && <p className="mt-1 text-sm text-muted">{item.customer}</p>}
            <p className="mt-2 leading-7 text-muted">{item.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

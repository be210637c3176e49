import { SiteLink } from '../../theme/components/SiteLink';
import type { FeatureItem } from '../data/types';

export interface FeatureGridProps {
  title: string;
  intro?: string;
  items: FeatureItem[];
  /** Cards per row on desktop; pick what divides the items evenly. */
  columns?: 2 | 3 | 4;
}

const COLUMNS = { 2: 'desk:grid-cols-2', 3: 'desk:grid-cols-3', 4: 'desk:grid-cols-4' } as const;

export function FeatureGrid({ title, intro, items, columns = 3 }: FeatureGridProps) {
  return (
    <section className="mx-auto max-w-7xl px-5 py-14" data-section="features">
      <h2 className="text-center text-2xl font-bold text-ink narrow:text-3xl">{title}</h2>
      {intro && <p className="mx-auto mt-4 max-w-3xl text-center leading-7 text-muted">{intro}</p>}
      <ul className={`mt-10 grid gap-6 narrow:grid-cols-2 ${COLUMNS[columns]}`}>
        {items.map((item) => (
          <li key={item.title} className="rounded-xl border border-line bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 leading-7 text-muted">{item.text}</p>
            {item.link && (
              <SiteLink to={item.link.to} className="mt-3 inline-block font-medium text-brand-600 hover:underline">
                {item.link.label} →
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

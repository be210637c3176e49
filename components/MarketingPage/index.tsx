import { MARKETING_PAGES, type MarketingPageId } from '../data/pages';
import type { MarketingPageData } from '../data/types';
import { ComparisonTable } from '../sections/ComparisonTable';
import { CtaBand } from '../sections/CtaBand';
import { FeatureGrid } from '../sections/FeatureGrid';
import { Hero } from '../sections/Hero';
import { Steps } from '../sections/Steps';

/** A marketing page assembled from the shared sections and its entry in MARKETING_PAGES. */
export function MarketingPage({ id }: { id: MarketingPageId }) {
  const page: MarketingPageData = MARKETING_PAGES[id];
  return (
    <>
      <Hero eyebrow={page.eyebrow} title={page.title} lead={page.lead} ctas={page.ctas} />
      <FeatureGrid title={page.features.title} intro={page.features.intro} items={page.features.items} />
      {page.comparison && <ComparisonTable title={page.comparison.title} columns={page.comparison.columns} rows={page.comparison.rows} />}
      {page.steps && <Steps title={page.steps.title} steps={page.steps.items} />}
      <CtaBand title={page.cta.title} text={page.cta.text} ctas={page.cta.ctas} />
    </>
  );
}

export interface Cta {
  label: string;
  to: string;
}

export interface FeatureItem {
  title: string;
  text: string;
  link?: Cta;
}

export interface StepItem {
  title: string;
  text: string;
}

export interface ComparisonRow {
  feature: string;
  openSource: boolean | string;
  enterprise: boolean | string;
}

/** One marketing page as data: the sections render in this order. */
export interface MarketingPageData {
  eyebrow?: string;
  title: string;
  lead: string;
  ctas: Cta[];
  features: { title: string; intro?: string; items: FeatureItem[] };
  steps?: { title: string; items: StepItem[] };
  comparison?: { title: string; columns: [string, string]; rows: ComparisonRow[] };
  cta: { title: string; text: string; ctas: Cta[] };
}

import type { ReactNode } from 'react';
import { SiteLink } from '../../theme/components/SiteLink';
import type { Cta } from '../data/types';

export interface HeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  ctas: Cta[];
  children?: ReactNode;
}

export function Hero({ eyebrow, title, lead, ctas, children }: HeroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white" data-section="hero">
      <div className="mx-auto max-w-5xl px-5 py-16 text-center narrow:py-24">
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-brand-600">{eyebrow}</p>}
        <h1 className="text-3xl font-bold leading-tight text-ink narrow:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-3xl text-lg leading-8 text-muted">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {ctas.map((cta, index) => (
            <SiteLink key={cta.to} to={cta.to} className={index === 0 ? 'rb-button-primary' : 'rb-button-secondary'}>
              {cta.label}
            </SiteLink>
          ))}
        </div>
        {children}
      </div>
    </section>
  );
}

import { SiteLink } from '../../theme/components/SiteLink';
import type { Cta } from '../data/types';

export function CtaBand({ title, text, ctas }: { title: string; text: string; ctas: Cta[] }) {
  return (
    <section className="bg-brand-900 text-white" data-section="cta">
      <div className="mx-auto max-w-5xl px-5 py-14 text-center">
        <h2 className="text-2xl font-bold narrow:text-3xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl leading-7 text-brand-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {ctas.map((cta) => (
            <SiteLink key={cta.to} to={cta.to} className="rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50">
              {cta.label}
            </SiteLink>
          ))}
        </div>
      </div>
    </section>
  );
}

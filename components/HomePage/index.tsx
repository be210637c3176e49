import { SiteLink } from '../../theme/components/SiteLink';
import { CopyCommand } from '../CopyCommand';
import { HOME, QUICK_INSTALL_COMMAND } from '../data/home';
import { CtaBand } from '../sections/CtaBand';
import { FeatureGrid } from '../sections/FeatureGrid';
import { Hero } from '../sections/Hero';

export function HomePage() {
  return (
    <>
      <Hero title={HOME.title} lead={HOME.lead} ctas={HOME.ctas}>
        <CopyCommand command={QUICK_INSTALL_COMMAND} />
      </Hero>
      <FeatureGrid title={HOME.deploy.title} items={HOME.deploy.items} />
      <FeatureGrid title={HOME.manage.title} items={HOME.manage.items} />
      <FeatureGrid title={HOME.editions.title} items={HOME.editions.items} />
      <section className="bg-surface" data-section="users">
        <div className="mx-auto max-w-5xl px-5 py-14 text-center">
          <h2 className="text-2xl font-bold text-ink narrow:text-3xl">{HOME.users.title}</h2>
          <p className="mx-auto mt-4 max-w-2xl leading-7 text-muted">{HOME.users.intro}</p>
          <SiteLink to={HOME.users.cta.to} className="rb-button-secondary mt-6">
            {HOME.users.cta.label}
          </SiteLink>
        </div>
      </section>
      <CtaBand title={HOME.community.title} text={HOME.community.text} ctas={HOME.community.ctas} />
    </>
  );
}

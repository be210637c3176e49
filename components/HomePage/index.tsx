import { SiteLink } from '../../theme/components/SiteLink';
import { CopyCommand } from '../CopyCommand';
import { HOME, QUICK_INSTALL_COMMAND } from '../data/home';
import { listedPagesUnder } from '../data/listedPages';
import { CtaBand } from '../sections/CtaBand';
import { FeatureGrid } from '../sections/FeatureGrid';
import { Hero } from '../sections/Hero';
import { PlatformDiagram } from '../sections/PlatformDiagram';

export function HomePage() {
  const cases = listedPagesUnder('/case/');
  return (
    <>
      <Hero title={HOME.title} lead={HOME.lead} ctas={HOME.ctas}>
        <CopyCommand command={QUICK_INSTALL_COMMAND} />
        <PlatformDiagram />
      </Hero>
      <FeatureGrid title={HOME.deploy.title} items={HOME.deploy.items} columns={4} />
      <FeatureGrid title={HOME.manage.title} items={HOME.manage.items} />
      <FeatureGrid title={HOME.editions.title} items={HOME.editions.items} columns={2} />
      <section className="bg-surface" data-section="users">
        <div className="mx-auto max-w-5xl px-5 py-14 text-center">
          <h2 className="text-2xl font-bold text-ink narrow:text-3xl">{HOME.users.title}</h2>
          <p className="mx-auto mt-4 max-w-2xl leading-7 text-muted">{HOME.users.intro}</p>
          <ul className="mt-8 flex flex-wrap justify-center gap-3" data-testid="home-users">
            {cases.map((item) => (
              <li key={item.routePath}>
                <SiteLink
                  to={item.routePath}
                  className="inline-block rounded-full border border-line bg-white px-4 py-2 text-sm text-ink hover:border-brand-500"
                >
                  {item.customer ?? item.title}
                  {item.industry && <span className="ml-2 text-xs text-muted">{item.industry}</span>}
                </SiteLink>
              </li>
            ))}
          </ul>
          <SiteLink to={HOME.users.cta.to} className="rb-button-secondary mt-6">
            {HOME.users.cta.label}
          </SiteLink>
        </div>
      </section>
      <CtaBand title={HOME.community.title} text={HOME.community.text} ctas={HOME.community.ctas} />
    </>
  );
}

import { SiteLink } from '../../theme/components/SiteLink';
import { listedPagesUnder } from '../data/listedPages';

export function UseSceneList() {
  const scenes = listedPagesUnder('/usescene/');
  return (
    <section className="mx-auto max-w-7xl px-5 py-12">
      <h1 className="text-3xl font-bold text-ink">使用场景</h1>
      <p className="mt-3 max-w-3xl leading-7 text-muted">从应用管理、组件复用到离线交付与国产化迁移，看看 Rainbond 适合解决哪些问题。</p>
      <ul className="mt-8 grid gap-5 narrow:grid-cols-2" data-testid="scene-grid">
        {scenes.map((scene) => (
          <li key={scene.routePath} className="rounded-xl border border-line p-5 hover:shadow-card">
            <h2 className="text-lg font-semibold text-ink">
              <SiteLink to={scene.routePath}>{scene.title}</SiteLink>
            </h2>
            <p className="mt-2 leading-7 text-muted">{scene.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

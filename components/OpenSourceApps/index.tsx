import { useState } from 'react';
import { useCopy } from '../../theme/hooks/useCopy';
import { APP_CATEGORIES, OPEN_SOURCE_APPS, type OpenSourceApp } from '../data/openSourceApps';
import { FilterChips } from '../sections/FilterChips';
import { DeployAppModal } from './DeployAppModal';

type Filter = (typeof APP_CATEGORIES)[number];

/** Selected open-source apps as a grid filtered by category, each with how to deploy it. */
export function OpenSourceApps() {
  const [filter, setFilter] = useState<Filter>('全部');
  const [deploying, setDeploying] = useState<OpenSourceApp | null>(null);
  const [copiedImage, setCopiedImage] = useState('');
  const { copied, copy } = useCopy();
  const apps = filter === '全部' ? OPEN_SOURCE_APPS : OPEN_SOURCE_APPS.filter((app) => app.category === filter);
  const copyImage = async (image: string) => {
    await copy(image);
    setCopiedImage(image);
  };
  return (
    <section className="mx-auto max-w-7xl px-5 py-12">
      <h1 className="text-3xl font-bold text-ink">精选开源应用</h1>
      <p className="mt-3 max-w-3xl leading-7 text-muted">
        这些常用的开源软件都可以用 Rainbond 部署和管理：从开源应用商店查找对应的应用模板一键安装，或按文档从镜像与 Helm Chart 部署。
      </p>
      <FilterChips legend="按分类筛选" options={APP_CATEGORIES} value={filter} onChange={setFilter} />
      <p aria-live="polite" className="mt-4 min-h-6 text-sm text-green-700" data-testid="copied-image">
        {copied && `已复制镜像地址 ${copiedImage}`}
      </p>
      <ul className="mt-4 grid gap-5 narrow:grid-cols-2 desk:grid-cols-3" data-testid="app-grid">
        {apps.map((app) => (
          <li key={app.name} className="flex flex-col rounded-xl border border-line p-5">
            <h2 className="text-lg font-semibold text-ink">{app.name}</h2>
            <p className="mt-1 text-xs text-brand-600">{app.category}</p>
            <p className="mt-2 flex-1 leading-7 text-muted">{app.text}</p>
            <button type="button" className="rb-button-secondary mt-4 self-start px-4 py-1.5 text-sm" onClick={() => setDeploying(app)}>
              部署 {app.name}
            </button>
          </li>
        ))}
      </ul>
      {deploying && <DeployAppModal app={deploying} onCopy={copyImage} onClose={() => setDeploying(null)} />}
    </section>
  );
}

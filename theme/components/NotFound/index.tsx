import { BaseUrlBanner } from '../BaseUrlBanner';
import { SiteLink } from '../SiteLink';

export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-5 py-24 text-center" data-testid="not-found">
      <BaseUrlBanner />
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold text-ink">找不到页面</h1>
      <p className="mt-4 leading-7 text-muted">我们找不到您要访问的页面。如果您是从其他网站的链接来到这里，请告诉该网站的所有者：他们的链接已失效。</p>
      <div className="mt-8 flex justify-center gap-4">
        <SiteLink to="/" className="rb-button-primary">
          返回首页
        </SiteLink>
        <SiteLink to="/docs" className="rb-button-secondary">
          浏览文档
        </SiteLink>
      </div>
    </section>
  );
}

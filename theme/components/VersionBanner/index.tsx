import { type DocsVersion, VERSIONS } from '../../../core/data/versions';
import { SiteLink } from '../SiteLink';

const LATEST_LABEL = VERSIONS.find((version) => version.isLast)?.label;

interface VersionBannerProps {
  version: DocsVersion;
  /** The same page in the latest version, or its start page. */
  latestLink: string;
  draft: boolean;
  unlisted: boolean;
}

/** Banners for unmaintained and unreleased versions and for draft and unlisted pages. */
export function VersionBanner({ version, latestLink, draft, unlisted }: VersionBannerProps) {
  return (
    <>
      {!version.maintained && (
        <div role="note" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-900" data-testid="banner-unmaintained">
          这是 {version.label} 的文档，该版本已不再积极维护。请查看{' '}
          <SiteLink to={latestLink} className="font-semibold underline">
            最新版本（{LATEST_LABEL}）中的本页
          </SiteLink>
          。
        </div>
      )}
      {!version.released && (
        <div role="note" className="mb-6 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-900" data-testid="banner-unreleased">
          这是尚未发布的 {version.label} 的文档，内容可能随时变化。
        </div>
      )}
      {draft && (
        <div role="note" className="mb-6 rounded-lg border border-violet-300 bg-violet-50 p-4 text-sm text-violet-900" data-testid="banner-draft">
          草稿页面：仅在开发环境中可见，不会发布到正式站点。
        </div>
      )}
      {unlisted && (
        <div role="note" className="mb-6 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800" data-testid="banner-unlisted">
          未列出的页面：可以通过链接访问，但不会出现在目录、搜索和站点地图中。
        </div>
      )}
    </>
  );
}

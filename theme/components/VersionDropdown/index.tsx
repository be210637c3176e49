import { ARCHIVED_VERSIONS, VERSIONS, VERSIONS_PAGE } from '../../../core/data/versions';
import { switchVersionPath } from '../../../core/docs/navigation';
import { useDocContext } from '../../hooks/useDocContext';
import { useDocsVersion } from '../../hooks/useDocsVersion';
import { Dropdown } from '../Navbar/NavDropdown/Dropdown';
import { SiteLink } from '../SiteLink';

const itemClass = 'block px-4 py-1.5 text-sm text-ink hover:bg-brand-50 hover:text-brand-600';

/** Docs version switcher: keeps the page when the other version has it, else opens that version's start page. */
export function VersionDropdown() {
  const { target, remember } = useDocsVersion();
  const { route, docPage } = useDocContext();
  return (
    <Dropdown
      align="right"
      testId="version-dropdown"
      buttonClassName="rb-nav-link inline-flex items-center gap-1 rounded-md border border-line px-2.5 py-1 text-sm"
      label={
        <>
          <span className="sr-only">文档版本：</span>
          {target.label}
        </>
      }
    >
      {(close) => (
        <>
          {VERSIONS.map((version) => (
            <li key={version.name}>
              <SiteLink
                to={switchVersionPath(route, docPage, version)}
                className={`${itemClass} ${version === target ? 'font-semibold text-brand-600' : ''}`}
                onClick={() => {
                  remember(version);
                  close();
                }}
              >
                {version.label}
                {version.isLast && <span className="ml-2 text-xs text-muted">最新</span>}
              </SiteLink>
            </li>
          ))}
          {ARCHIVED_VERSIONS.length > 0 && (
            <>
              <li aria-hidden="true" className="my-2 border-t border-line" />
              <li className="px-4 py-1 text-xs font-semibold text-muted">归档版本</li>
              {ARCHIVED_VERSIONS.map((version) => (
                <li key={version.label}>
                  <SiteLink to={version.href} className={itemClass}>
                    {version.label}
                  </SiteLink>
                </li>
              ))}
            </>
          )}
          {VERSIONS_PAGE && (
            <>
              <li aria-hidden="true" className="my-2 border-t border-line" />
              <li>
                <SiteLink to={VERSIONS_PAGE} className={itemClass} onClick={close}>
                  全部版本
                </SiteLink>
              </li>
            </>
          )}
        </>
      )}
    </Dropdown>
  );
}

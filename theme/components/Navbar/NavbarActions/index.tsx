import { CODE_HOSTS } from '../../../../core/data/site';
import { NavDropdown } from '../NavDropdown';
import { GitHubLink } from './GitHubLink';
import { LocaleDropdown } from './LocaleDropdown';

/** Right side of both navbars: source repositories, language, GitHub. */
export function NavbarActions() {
  return (
    <div className="flex items-center gap-4">
      <NavDropdown label="源码仓库" items={CODE_HOSTS} align="right" />
      <LocaleDropdown />
      <GitHubLink />
    </div>
  );
}

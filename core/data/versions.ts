/** Documentation versions. The current tree is /docs, older ones /docs/<name>. */

/** A sidebar's name: ours are docs, api and store; a Docusaurus sidebars file names its own. */
export type SidebarId = string;

export interface DocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** URL prefix of the version's tree. */
  path: string;
  /** Folder of the tree under docs/, relative to the Rspress root. */
  dir: string;
  /** Route of each sidebar's start page (checked at build time); without one, links to a sidebar go to the version root. */
  startPages?: Record<SidebarId, string>;
  /** A Docusaurus sidebars file (relative to the site root) whose sidebars replace those built from the folders. */
  sidebarsFile?: string;
  /** Translated sidebar labels of a Docusaurus locale, keyed as its `current.json` (`sidebar.<name>.category.<label>`, `.link.`, `.doc.`). */
  labels?: Record<string, string>;
  maintained: boolean;
  released: boolean;
}

export const VERSIONS: DocsVersion[] = [
  {
    name: 'current',
    label: 'V6.2',
    isLast: true,
    path: '/docs',
    dir: 'docs',
    startPages: { docs: '/docs', api: '/docs/Intro', store: '/docs/store/marketplace' },
    maintained: true,
    released: true,
  },
  {
    name: '5.17',
    label: 'V5.17',
    isLast: false,
    path: '/docs/5.17',
    dir: 'docs/5.17',
    startPages: { docs: '/docs/5.17', api: '/docs/5.17/api', store: '/docs/5.17/store/install/appPackage' },
    maintained: false,
    released: true,
  },
];

export const ARCHIVED_VERSIONS = ['5.16', '5.15', '5.14', '5.13', '5.12', '5.11', '5.10'].map((name) => ({
  label: `V${name}`,
  href: `https://v${name}-docs.rainbond.com/docs/`,
}));

/** The page listing every version, linked from the version menu; a site without one leaves the link out. */
export const VERSIONS_PAGE: string | undefined = '/docs/versions';

/** Doc ids (path inside a version) that belong to no sidebar. */
export const PAGES_WITHOUT_SIDEBAR = ['versions', 'quick-start/differences', 'installation', 'vm-guide', 'how-to-guides/app-ops'];

/** Top-level folders (and single pages) of a version that form the api and store sidebars; the rest is docs. */
export const SIDEBAR_ROOTS: Record<string, string[]> = {
  api: ['Intro', 'api'],
  store: ['store'],
};

export const VERSION_STORAGE_KEY = 'rb-docs-preferred-version';

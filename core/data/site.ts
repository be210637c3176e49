/** Site-wide data read by the theme: one place for every navbar, footer and link text. */
import type { SidebarId } from './versions';

export const SITE_URL = 'https://www.rainbond.com';

export const REPO = {
  github: 'https://github.com/goodrain/rainbond',
  gitee: 'https://gitee.com/rainbond/Rainbond',
  gitcode: 'https://gitcode.com/goodrain/rainbond',
  /** The repository of this site's documentation, where "edit this page" leads. */
  docs: 'https://github.com/goodrain/rainbond-docs',
} as const;

export const EXTERNAL_STORE_URL = 'https://hub.grapps.cn';

export interface NavLink {
  type: 'link';
  label: string;
  to: string;
  /** Listed in the mobile menu only. */
  mobileOnly?: boolean;
}

/** Links to the first page of a docs sidebar in the reader's preferred version. */
export interface NavDocSidebar {
  type: 'docSidebar';
  label: string;
  sidebar: SidebarId;
  mobileOnly?: boolean;
}

export interface NavDropdown {
  type: 'dropdown';
  label: string;
  items: NavEntry[];
}

export type NavEntry = NavLink | NavDocSidebar;
export type NavItem = NavEntry | NavDropdown;

const link = (label: string, to: string, mobileOnly?: boolean): NavLink => ({ type: 'link', label, to, mobileOnly });

export const NAV_ITEMS: NavItem[] = [
  { type: 'docSidebar', label: '文档', sidebar: 'docs' },
  {
    type: 'dropdown',
    label: '功能特性',
    items: [
      link('信创', '/xinchuang'),
      link('自动化应用运维', '/feature/app-ops'),
      link('一体化 DevOps', '/feature/devops'),
      link('Kubernetes 多集群管理', '/feature/multi-cluster'),
      link('开箱即用的微服务治理', '/feature/service-mesh'),
      link('云原生应用市场', '/feature/app-market', true),
    ],
  },
  {
    type: 'dropdown',
    label: '深入',
    items: [link('使用场景', '/usescene'), link('用户案例', '/case'), link('博客', '/blog'), { type: 'docSidebar', label: 'OpenAPI', sidebar: 'api' }],
  },
  link('企业版', '/enterprise_server'),
  {
    type: 'dropdown',
    label: '应用商店',
    items: [link('应用商店', '/marketplace'), link('精选应用', '/opensourceApps', true), link('开源应用商店', EXTERNAL_STORE_URL)],
  },
];

export const CODE_HOSTS: NavLink[] = [link('GitHub', REPO.github), link('Gitee', REPO.gitee), link('GitCode', REPO.gitcode)];

/** The locale menu's sites; `hreflang` names each in the alternate links of the page head and the sitemap. */
export const LOCALES = [
  { label: '简体中文', lang: 'zh', hreflang: 'zh-CN', origin: SITE_URL, current: true },
  { label: 'English', lang: 'en', hreflang: 'en', origin: 'https://www.rainbond.io', current: false },
] as const;

/** The picture link previews show for a page without front matter `image` (drawn by scripts/socialCard.ts). */
export const SOCIAL_CARD = { path: '/img/social-card.png', width: 1200, height: 630, alt: 'Rainbond：云原生应用管理平台' } as const;

export const ANNOUNCEMENT = {
  id: 'star-rainbond-2026',
  text: '如果 Rainbond 对你有帮助，欢迎到 GitHub 给我们点一个 Star ★',
  href: REPO.github,
} as const;

export interface FooterColumn {
  title: string;
  items: NavLink[];
}

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: '产品',
    items: [
      link('开源版文档', '/docs'),
      link('企业版', '/enterprise_server'),
      link('应用商店', '/marketplace'),
      link('价格计算器', '/calculator'),
      link('服务与支持', '/server'),
    ],
  },
  {
    title: '了解更多',
    items: [link('使用场景', '/usescene'), link('用户案例', '/case'), link('博客', '/blog'), link('合作伙伴', '/partners'), link('信创', '/xinchuang')],
  },
  {
    title: '社区',
    items: [link('GitHub', REPO.github), link('Gitee', REPO.gitee), link('GitCode', REPO.gitcode), link('参与贡献', '/docs/contribution')],
  },
  {
    title: '关于',
    items: [link('隐私政策', '/privacy'), link('常见问题', '/docs/faq'), link('获取支持', '/docs/support')],
  },
];

export const FOOTER = {
  tagline: 'Rainbond 是一款简单易用的云原生应用管理平台，让应用的管理和交付变得更简单。',
  starLabel: 'Star us on GitHub',
  copyright: `Copyright © ${new Date().getFullYear()} 北京好雨科技有限公司 · Rainbond 开源项目`,
} as const;

/**
 * Hosts that content may show images from: the Content-Security-Policy's img-src in deploy/nginx.conf lists
 * exactly these (a test keeps the two equal), and a build fails on an image from any other host, naming
 * the page, so the image is vendored into public/ or its host is added here. Never a wildcard.
 */
export const IMAGE_HOSTS: string[] = [];

/** Prefix of the GitHub edit URL; a page's path under docs/ is appended. */
export const EDIT_URL_BASE = `${REPO.docs}/edit/main/docs/`;

/** The edit URL of a page's source (its path under docs/); undefined: the page gets no edit link. */
export const editUrlOf = (source: string): string | undefined => `${EDIT_URL_BASE}${source}`;

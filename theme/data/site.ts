/** Site-wide data read by the theme: one place for every navbar, footer and link text. */

export const SITE_URL = 'https://www.rainbond.com';
export const ENGLISH_SITE_URL = 'https://www.rainbond.io';

export const REPO = {
  github: 'https://github.com/goodrain/rainbond',
  gitee: 'https://gitee.com/rainbond/Rainbond',
  gitcode: 'https://gitcode.com/goodrain/rainbond',
} as const;

export const EXTERNAL_STORE_URL = 'https://hub.grapps.cn';

export interface NavLink {
  label: string;
  to: string;
  /** Listed in the mobile menu only. */
  mobileOnly?: boolean;
  external?: boolean;
}

export interface NavDropdown {
  label: string;
  items: NavLink[];
}

export type NavItem = NavLink | NavDropdown;

export function isDropdown(item: NavItem): item is NavDropdown {
  return 'items' in item;
}

export const NAV_ITEMS: NavItem[] = [
  { label: '文档', to: '/docs' },
  {
    label: '功能特性',
    items: [
      { label: '信创', to: '/xinchuang' },
      { label: '自动化应用运维', to: '/feature/app-ops' },
      { label: '一体化 DevOps', to: '/feature/devops' },
      { label: 'Kubernetes 多集群管理', to: '/feature/multi-cluster' },
      { label: '开箱即用的微服务治理', to: '/feature/service-mesh' },
      { label: '云原生应用市场', to: '/feature/app-market', mobileOnly: true },
    ],
  },
  {
    label: '深入',
    items: [
      { label: '使用场景', to: '/usescene' },
      { label: '用户案例', to: '/case' },
      { label: '博客', to: '/blog' },
      { label: 'OpenAPI', to: '/docs/Intro' },
    ],
  },
  { label: '企业版', to: '/enterprise_server' },
  {
    label: '应用商店',
    items: [
      { label: '应用商店', to: '/marketplace' },
      { label: '精选应用', to: '/opensourceApps', mobileOnly: true },
      { label: '开源应用商店', to: EXTERNAL_STORE_URL, external: true },
    ],
  },
];

export const CODE_HOSTS: NavLink[] = [
  { label: 'GitHub', to: REPO.github, external: true },
  { label: 'Gitee', to: REPO.gitee, external: true },
  { label: 'GitCode', to: REPO.gitcode, external: true },
];

export const LOCALES = [
  { label: '简体中文', lang: 'zh', current: true },
  { label: 'English', lang: 'en', current: false },
] as const;

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
      { label: '开源版文档', to: '/docs' },
      { label: '企业版', to: '/enterprise_server' },
      { label: '应用商店', to: '/marketplace' },
      { label: '价格计算器', to: '/calculator' },
      { label: '服务与支持', to: '/server' },
    ],
  },
  {
    title: '了解更多',
    items: [
      { label: '使用场景', to: '/usescene' },
      { label: '用户案例', to: '/case' },
      { label: '博客', to: '/blog' },
      { label: '合作伙伴', to: '/partners' },
      { label: '信创', to: '/xinchuang' },
    ],
  },
  {
    title: '社区',
    items: [
      { label: 'GitHub', to: REPO.github, external: true },
      { label: 'Gitee', to: REPO.gitee, external: true },
      { label: 'GitCode', to: REPO.gitcode, external: true },
      { label: '参与贡献', to: '/docs/contribution' },
    ],
  },
  {
    title: '关于',
    items: [
      { label: '隐私政策', to: '/privacy' },
      { label: '常见问题', to: '/docs/faq' },
      { label: '获取支持', to: '/docs/support' },
    ],
  },
];

export const FOOTER = {
  tagline: 'Rainbond 是一款简单易用的云原生应用管理平台，让应用的管理和交付变得更简单。',
  starLabel: 'Star us on GitHub',
  copyright: `Copyright © ${new Date().getFullYear()} 北京好雨科技有限公司 · Rainbond 开源项目`,
} as const;

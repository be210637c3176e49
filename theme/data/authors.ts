/** Blog authors: posts name them by key in their `authors` front matter. */
export interface Author {
  name: string;
  title: string;
  avatar: string;
  url: string;
}

export const AUTHORS: Record<string, Author> = {
  community: { name: 'Rainbond 社区', title: '社区维护者', avatar: '/avatars/community.svg', url: 'https://github.com/goodrain/rainbond' },
  platform: { name: '平台工程组', title: 'Rainbond 核心开发', avatar: '/avatars/platform.svg', url: 'https://github.com/goodrain/rainbond' },
  delivery: { name: '交付工程组', title: '应用交付与信创适配', avatar: '/avatars/delivery.svg', url: 'https://github.com/goodrain/rainbond' },
  sre: { name: 'SRE 小组', title: '平台稳定性与运维', avatar: '/avatars/sre.svg', url: 'https://github.com/goodrain/rainbond' },
  devrel: { name: '开发者关系', title: '文档与开发者体验', avatar: '/avatars/devrel.svg', url: 'https://github.com/goodrain/rainbond' },
};

import type { BlogAuthor } from '../blog';
import { REPO } from './site';

/** Blog authors: posts name them by key in their `authors` front matter (a blog's authors.yml may add more). */
export const AUTHORS: Record<string, BlogAuthor> = {
  docs: { name: 'Rainbond 文档组', title: '官网与文档维护', avatar: '/avatars/docs.svg', url: REPO.docs },
  community: { name: 'Rainbond 社区', title: '社区维护者', avatar: '/avatars/community.svg', url: REPO.github },
};

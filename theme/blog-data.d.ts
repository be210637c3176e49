declare module '@rainbond/blog-data' {
  import type { PostIndexEntry } from '../core/blog';

  const posts: PostIndexEntry[];
  export default posts;
}

declare module '@rainbond/blog-authors' {
  import type { BlogAuthor } from '../core/blog';

  /** The authors the posts name, by key. */
  const authors: Record<string, BlogAuthor>;
  export default authors;
}

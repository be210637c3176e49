declare module '@rainbond/blog-data' {
  import type { PostSummary } from '../plugins/blog/posts';

  const posts: PostSummary[];
  export default posts;
}

declare module '@rainbond/blog-excerpts' {
  /** Plain-text excerpt of each post, by slug. */
  const excerpts: Record<string, string>;
  export default excerpts;
}

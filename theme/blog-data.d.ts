declare module '@rainbond/blog-data' {
  import type { PostSummary } from '../plugins/blog/posts';

  const posts: PostSummary[];
  export default posts;
}

declare module '@rainbond/blog-data' {
  import type { PostIndexEntry } from '../core/blog';

  const posts: PostIndexEntry[];
  export default posts;
}

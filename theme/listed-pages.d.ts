declare module '@rainbond/listed-pages' {
  import type { ListedPage } from '../core/data/listedPage';

  /** Case and use-scene pages with the fields their lists show, by route. */
  const pages: ListedPage[];
  export default pages;
}

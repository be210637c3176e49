declare module '@rainbond/docs-data' {
  import type { DocsData } from '../plugins/docs-engine/types';

  const data: DocsData;
  export default data;
}

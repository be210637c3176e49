import type { SiteData } from '@rspress/shared';

// The part of Rspress's `virtual-site-data` the router reads.
export default { base: '/', route: { cleanUrls: true } } as SiteData;

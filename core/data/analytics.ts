/**
 * Third-party statistics: a web-analytics service (Baidu Tongji) and a heatmap service (Hotjar).
 * Their site ids come from the build environment; without ids, or with RAINBOND_ANALYTICS=off, nothing loads.
 */
export const ANALYTICS_HOSTS = { baidu: 'https://hm.baidu.com', hotjar: 'https://static.hotjar.com' } as const;

export interface AnalyticsEnv {
  RAINBOND_ANALYTICS?: string;
  BAIDU_ANALYTICS_ID?: string;
  HOTJAR_ID?: string;
}

type HeadTag = [string, Record<string, string>];

/** Async <script> tags for the configured services, for production builds only. */
export function analyticsHead(env: AnalyticsEnv, production: boolean): HeadTag[] {
  if (!production || env.RAINBOND_ANALYTICS === 'off') return [];
  const tags: HeadTag[] = [];
  if (env.BAIDU_ANALYTICS_ID && /^[a-f0-9]{32}$/.test(env.BAIDU_ANALYTICS_ID)) {
    tags.push(['script', { async: '', src: `${ANALYTICS_HOSTS.baidu}/hm.js?${env.BAIDU_ANALYTICS_ID}` }]);
  }
  if (env.HOTJAR_ID && /^\d+$/.test(env.HOTJAR_ID)) {
    tags.push(['script', { async: '', src: `${ANALYTICS_HOSTS.hotjar}/c/hotjar-${env.HOTJAR_ID}.js?sv=6` }]);
  }
  return tags;
}

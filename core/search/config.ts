/** Search configuration (local index, or Algolia when configured), decided at build time and read by the client. */
export type SearchConfig =
  | { mode: 'local'; searchPagePath: string }
  | {
      mode: 'algolia';
      searchPagePath: string;
      appId: string;
      apiKey: string;
      indexName: string;
      /** Origin the client posts to; Algolia's DSN host unless overridden (tests use a loopback mock). */
      host: string;
      contextualSearch: true;
      externalUrlRegex?: string;
      replaceSearchResultPathname?: { from: string; to: string };
    };

export interface SearchEnv {
  ALGOLIA_APP_ID?: string;
  ALGOLIA_API_KEY?: string;
  ALGOLIA_INDEX_NAME?: string;
  ALGOLIA_HOST?: string;
  ALGOLIA_EXTERNAL_URL_REGEX?: string;
  ALGOLIA_REPLACE_PATHNAME_FROM?: string;
  ALGOLIA_REPLACE_PATHNAME_TO?: string;
}

const REQUIRED = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** Local search unless all three Algolia settings are given; some but not all is a configuration error. */
export function searchConfigFromEnv(env: SearchEnv): SearchConfig {
  const given = REQUIRED.filter((key) => env[key]);
  if (given.length === 0) return { mode: 'local', searchPagePath: '/search' };
  const missing = REQUIRED.filter((key) => !env[key]);
  if (missing.length > 0) throw new Error(`Hosted search needs ${REQUIRED.join(', ')} together; missing: ${missing.join(', ')}`);
  if (env.ALGOLIA_EXTERNAL_URL_REGEX) new RegExp(env.ALGOLIA_EXTERNAL_URL_REGEX);
  const from = env.ALGOLIA_REPLACE_PATHNAME_FROM;
  return {
    mode: 'algolia',
    searchPagePath: '/search',
    appId: env.ALGOLIA_APP_ID as string,
    apiKey: env.ALGOLIA_API_KEY as string,
    indexName: env.ALGOLIA_INDEX_NAME as string,
    host: env.ALGOLIA_HOST ?? `https://${env.ALGOLIA_APP_ID}-dsn.algolia.net`,
    contextualSearch: true,
    externalUrlRegex: env.ALGOLIA_EXTERNAL_URL_REGEX,
    replaceSearchResultPathname: from ? { from, to: env.ALGOLIA_REPLACE_PATHNAME_TO ?? '' } : undefined,
  };
}

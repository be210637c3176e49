import type { SearchConfig } from '../../../../core/search/config';

declare const __RB_SEARCH_CONFIG__: SearchConfig;

/** The build's search configuration (rspress.config.ts defines it from the environment). */
export const SEARCH_CONFIG: SearchConfig = __RB_SEARCH_CONFIG__;

import type { SearchHit } from '../search/hits';
import { SEARCH_BUTTON } from './searchButton';
import { REPO } from './site';

export const SEARCH_PLACEHOLDER = '搜索文档';

/** Every DocSearch string, in Chinese: the modal, its failure and its no-result states. */
export const SEARCH_TRANSLATIONS = {
  button: SEARCH_BUTTON,
  modal: {
    searchBox: {
      resetButtonTitle: '清除查询',
      resetButtonAriaLabel: '清除查询',
      cancelButtonText: '取消',
      cancelButtonAriaLabel: '取消',
      searchInputLabel: '搜索',
    },
    startScreen: {
      recentSearchesTitle: '最近搜索',
      noRecentSearchesText: '没有最近搜索',
      saveRecentSearchButtonTitle: '收藏此搜索',
      removeRecentSearchButtonTitle: '从最近搜索中移除',
      favoriteSearchesTitle: '收藏',
      removeFavoriteSearchButtonTitle: '从收藏中移除',
    },
    errorScreen: { titleText: '无法获取结果', helpText: '你可能需要检查网络连接。' },
    footer: {
      selectText: '选择',
      selectKeyAriaLabel: '回车键',
      navigateText: '切换',
      navigateUpKeyAriaLabel: '向上键',
      navigateDownKeyAriaLabel: '向下键',
      closeText: '关闭',
      closeKeyAriaLabel: 'Esc 键',
      searchByText: '搜索服务',
    },
    noResultsScreen: {
      noResultsText: '没有找到结果：',
      suggestedQueryText: '试试搜索',
      reportMissingResultsText: '认为这个查询应该有结果？',
      reportMissingResultsLinkText: '告诉我们。',
    },
  },
};

/** Where 'Let us know.' points: a new GitHub issue about the query. */
export const missingResultsUrl = ({ query }: { query: string }) => `${REPO.github}/issues/new?title=${encodeURIComponent(`搜索“${query}”没有结果`)}`;

/** Site hook over every result list: one hit per URL. */
export function transformSearchItems(hits: SearchHit[]): SearchHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => !seen.has(hit.url) && seen.add(hit.url));
}

export const seeAllLabel = (count: number) => `查看全部 ${count} 条结果`;

/**
 * The search button's words, in a module apart from the modal's (data/search.ts): the button ships
 * with every page, the modal and its strings load on first open.
 */
export const SEARCH_BUTTON = { buttonText: '搜索', buttonAriaLabel: '搜索' };

/** Default titles of admonitions (`:::tip` with no title of its own), by kind. */
export const ADMONITION_TITLES: Record<string, string> = {
  note: '注意',
  tip: '提示',
  info: '信息',
  warning: '警告',
  caution: '小心',
  danger: '危险',
  important: '重要',
  success: '成功',
  details: '详细信息',
};

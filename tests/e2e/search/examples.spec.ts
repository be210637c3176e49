import { expect, hydrated, test } from '../support/fixtures';
import { modalTopPages, SEARCH_EXAMPLES, searchPageTopPages } from '../support/searchExamples';

// The questions readers asked that the old index left empty or answered with the wrong page: each
// finds its page among the first three, in the modal and on /search (the dev server: blog/dev-refresh).
test('each example question finds its page in the top three of the modal', async ({ page }) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.getByTestId('search-button').click();
  for (const [query, answer] of SEARCH_EXAMPLES) expect(await modalTopPages(page, query), query).toContain(answer);
});

test('each example question finds its page in the top three of /search', async ({ page, baseURL }) => {
  for (const [query, answer] of SEARCH_EXAMPLES) expect(await searchPageTopPages(page, baseURL as string, query), query).toContain(answer);
});

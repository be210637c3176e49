import { expect, hydrated, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const modal = (page: import('@playwright/test').Page) => page.locator('.DocSearch-Modal');
const input = (page: import('@playwright/test').Page) => page.locator('.DocSearch-Input');

/** Picks the top hit once results replaced the start screen (whose recent searches are hits too). */
async function chooseFirstResult(page: import('@playwright/test').Page, query: string) {
  await input(page).fill(query);
  await expect(page.locator('.DocSearch-HitsFooter')).toBeVisible();
  await page.locator('.DocSearch-Hit').first().click();
}

test('opens by click, Ctrl+K, "/" and typing on the button; Escape closes', async ({ page }) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.getByTestId('search-button').click();
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
  await expect(input(page)).toHaveAttribute('maxlength', '64');
  await expect(modal(page)).toContainText('没有最近搜索');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('h1').first().click();
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('search-button').focus();
  await page.keyboard.press('h');
  await expect(input(page)).toHaveValue('h');
  await page.keyboard.press('Escape');
  await page.getByTestId('search-button').focus();
  await page.keyboard.press('Control+f');
  await expect(modal(page)).toHaveCount(0);
});

test('keys typed while the modal’s code still loads start the query', async ({ page }) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  // Slow the lazily loaded chunks down, so every key below arrives before the modal exists.
  await page.route('**/static/js/async/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('helmx');
  await page.keyboard.press('Backspace');
  await expect(input(page)).toHaveValue('helm');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('results, the see-all link and client-side navigation to a hit', async ({ page }) => {
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.getByTestId('search-button').click();
  await input(page).fill('helm 安装');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first()).toBeVisible();
  const footer = page.locator('.DocSearch-HitsFooter a');
  await expect(footer).toHaveText(/^查看全部 \d+ 条结果$/);
  expect(decodeURIComponent((await footer.getAttribute('href')) ?? '')).toBe('/search?q=helm 安装');
  const href = await hits.first().locator('a').getAttribute('href');
  await hits.first().click();
  await expect(page).toHaveURL(new RegExp(`${(href ?? '').split('#')[0]}`));
  await expect(modal(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('no results shows the Chinese empty state with the report link', async ({ page }) => {
  await page.goto('/docs');
  await hydrated(page);
  await page.getByTestId('search-button').click();
  await input(page).fill('zzqqxxyy');
  await expect(modal(page)).toContainText('没有找到结果：');
  await expect(modal(page)).toContainText('认为这个查询应该有结果？');
  await expect(modal(page).getByRole('link', { name: '告诉我们。' })).toHaveAttribute('href', /github\.com\/goodrain\/rainbond\/issues\/new/);
});

test('a chosen result shows under 最近搜索 on the start screen and can be made a favourite', async ({ page }) => {
  await page.goto('/docs');
  await hydrated(page);
  await page.getByTestId('search-button').click();
  await chooseFirstResult(page, 'OpenAPI 介绍');
  await expect(modal(page)).toHaveCount(0);
  await page.getByTestId('search-button').click();
  const recents = page.locator('.DocSearch-Hits').filter({ hasText: '最近搜索' });
  await expect(recents.locator('.DocSearch-Hit')).toHaveCount(1);
  await recents.locator('button[title="收藏此搜索"]').click();
  await expect(page.locator('.DocSearch-Hits').filter({ hasText: '收藏' }).locator('.DocSearch-Hit')).toHaveCount(1);
});

/** Stored searches as DocSearch keeps them: one entry per chosen page, newest first. */
function storedSearches(count: number, label: string) {
  return Array.from({ length: count }, (_, index) => ({
    objectID: `${label}-${index}`,
    type: 'lvl1',
    url: `/docs/faq#${label}-${index}`,
    content: null,
    hierarchy: { lvl0: '文档', lvl1: `${label} ${index + 1}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  }));
}

async function openWithStored(page: import('@playwright/test').Page, recent: number, favourite: number) {
  await page.addInitScript(
    ({ recents, favourites }) => {
      // Seed once per tab: a later full page load must see what the modal stored since.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__rainbond-current', JSON.stringify(recents));
      localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__rainbond-current', JSON.stringify(favourites));
    },
    { recents: storedSearches(recent, '最近'), favourites: storedSearches(favourite, '收藏项') },
  );
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.getByTestId('search-button').click();
  await expect(modal(page)).toBeVisible();
  return {
    recents: page.locator('.DocSearch-Hits').filter({ hasText: '最近搜索' }).locator('.DocSearch-Hit'),
    favourites: page.locator('.DocSearch-Hits').filter({ hasText: /^收藏/ }).locator('.DocSearch-Hit'),
  };
}

test('the start screen keeps 7 recent searches when there are no favourites', async ({ page }) => {
  const { recents, favourites } = await openWithStored(page, 12, 0);
  await expect(recents).toHaveCount(7);
  await expect(recents.first()).toContainText('最近 1');
  await expect(favourites).toHaveCount(0);
});

test('with favourites the start screen keeps 4 recent searches and at most 10 favourites', async ({ page }) => {
  const { recents, favourites } = await openWithStored(page, 12, 12);
  await expect(favourites).toHaveCount(10);
  await expect(recents).toHaveCount(4);
});

test('choosing an eighth result pushes the oldest recent search out', async ({ page }) => {
  const { recents } = await openWithStored(page, 7, 0);
  await expect(recents).toHaveCount(7);
  await chooseFirstResult(page, 'OpenAPI 介绍');
  await expect(modal(page)).toHaveCount(0);
  await page.getByTestId('search-button').click();
  await expect(recents).toHaveCount(7);
  await expect(recents.first()).not.toContainText('最近');
  await expect(recents.filter({ hasText: '最近 7' })).toHaveCount(0);
  await expect(recents.filter({ hasText: '最近 6' })).toHaveCount(1);
});

/** Snippet length in the units the index counts: ASCII words and pairs of Chinese characters. */
function snippetUnits(text: string) {
  return text.replace(/…/g, '').match(/[A-Za-z0-9]+|[\u3400-\u9fff\uf900-\ufaff]{1,2}/g)?.length ?? 0;
}

async function contentSnippets(page: import('@playwright/test').Page) {
  await page.goto('/docs/faq');
  await hydrated(page);
  await page.getByTestId('search-button').click();
  // A word the docs mostly write in body text, so the first hits of each group include content hits.
  await input(page).fill('containerd');
  const snippets = page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title');
  await expect(snippets.first()).toBeVisible();
  // Heading hits show their heading; only content hits carry a snippet, cut with ellipses.
  const cut = (await snippets.allTextContents()).filter((text) => text.includes('…'));
  expect(cut.length).toBeGreaterThan(0);
  return cut.map(snippetUnits);
}

test('content snippets are 10 words wide on desktop', async ({ page }) => {
  const lengths = await contentSnippets(page);
  expect(Math.max(...lengths)).toBe(10);
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('content snippets shrink to 5 words at 768 px and below', async ({ page }) => {
    const lengths = await contentSnippets(page);
    expect(Math.max(...lengths)).toBe(5);
  });

  test('the results run to the bottom of the screen, with no empty footer bar under them', async ({ page }) => {
    await page.goto('/docs/installation/helm');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('网关');
    await expect(page.locator('.DocSearch-HitsFooter')).toBeAttached();
    await expect(page.locator('.DocSearch-Footer')).toBeHidden();
    const dropdown = await page.locator('.DocSearch-Dropdown').boundingBox();
    expect(dropdown && Math.round(dropdown.y + dropdown.height)).toBe(844);
  });
});

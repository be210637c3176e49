import { FRONTMATTER } from '../../../core/frontmatter/schema';
import { withoutPrefetch } from '../../../scripts/pageWeight';
import { expect, hydrated, test } from '../support/fixtures';

test('the live preview folds its code under a Chinese button', async ({ page }) => {
  await page.goto('/docs/contribution/document');
  await hydrated(page);
  const preview = page.getByTestId('live-preview');
  await expect(preview.locator('pre')).toHaveCount(0);
  await preview.getByRole('button', { name: '显示代码' }).click();
  await expect(preview.locator('pre')).toContainText('useState');
  await preview.getByRole('button', { name: '隐藏代码' }).click();
  await expect(preview.locator('pre')).toHaveCount(0);
});

test('a mermaid fence is a diagram drawn at build time: an image with its title and description', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      response.text().then(
        (code) => scripts.push(code),
        () => undefined,
      );
  });
  await page.goto('/docs/contribution/document');
  await hydrated(page);
  const diagram = page.getByTestId('diagram').first();
  await diagram.scrollIntoViewIfNeeded();
  const image = diagram.getByRole('img', { name: '源码构建流程：代码仓库中的源码由 rbd-chaos 构建为镜像，推送到 rbd-hub，再由 rbd-worker 滚动更新到集群。' });
  await expect(image).toHaveAttribute('src', /^\/static\/.*\.svg$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
  await expect(diagram.locator('figcaption')).toHaveText('源码构建流程');
  // No drawing code reaches the browser.
  expect(scripts.some((code) => /elkjs|renderMermaidSVG|mermaid\.initialize/.test(code))).toBe(false);
});

test('a wide diagram keeps its labels readable: it scrolls sideways rather than shrink below three quarters', async ({ page }) => {
  await page.goto('/blog/air-gapped-delivery-field-notes');
  await hydrated(page);
  const diagram = page.getByTestId('diagram').first();
  await diagram.scrollIntoViewIfNeeded();
  const image = diagram.getByRole('img');
  const drawn = Number(await image.getAttribute('width'));
  const shown = await image.evaluate((img) => img.getBoundingClientRect().width);
  expect(shown / drawn).toBeGreaterThanOrEqual(0.75);
  expect(await diagram.evaluate((figure) => figure.scrollWidth > figure.clientWidth)).toBe(true);
});

test('a live React preview renders and is interactive', async ({ page }) => {
  await page.goto('/docs/contribution/document');
  await hydrated(page);
  await page.getByRole('button', { name: '增加实例' }).click();
  await page.getByRole('button', { name: '增加实例' }).click();
  await expect(page.getByText('当前实例数：3')).toBeVisible();
});

test('tabs switch with click and arrow keys', async ({ page }) => {
  await page.goto('/docs/contribution/document');
  await hydrated(page);
  const tabs = page.getByTestId('tabs');
  await expect(tabs.getByRole('tabpanel')).toContainText('单台机器');
  await tabs.getByRole('tab', { name: 'Helm' }).click();
  await expect(tabs.getByRole('tab', { name: 'Helm' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toContainText('helm repo add');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: '安装脚本' })).toHaveAttribute('aria-selected', 'true');
});

test('pages without previews or tabs load none of their code', async ({ page }) => {
  // Only the page's own code: links prefetched in the background may lead to the preview page.
  await withoutPrefetch(page);
  const pending: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) pending.push(response.text().catch(() => ''));
  });
  await page.goto('/docs/faq');
  await hydrated(page);
  const scripts = await Promise.all(pending);
  expect(scripts.some((code) => code.includes('QR Code generator'))).toBe(false);
  expect(scripts.some((code) => code.includes('rp-preview--iframe-follow'))).toBe(false);
  expect(scripts.some((code) => code.includes('aria-selected'))).toBe(false);
});

test('the writers’ guide lists every front matter key the build accepts, and documents the Docusaurus dialect', async ({ page }) => {
  await page.goto('/docs/contribution/document');
  await hydrated(page);
  const keys = page.getByTestId('frontmatter-table').locator('tbody tr td:first-child');
  await expect(keys).toHaveText(Object.keys(FRONTMATTER));
  await expect(page.getByRole('heading', { level: 2, name: /Docusaurus 写法$/ })).toBeVisible();
  for (const heading of ['先用兼容检查试一试', '组件与 MDX', '分类与侧边栏', '链接与图片', '代码块', '博客'])
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`# ${heading}$`) })).toBeVisible();
  await expect(page.locator('main')).toContainText('npm run compat -- ../your-docusaurus-site');
});

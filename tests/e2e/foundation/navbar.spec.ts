import { expect, hydrated, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

test('main entries link to their pages', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const nav = page.locator('nav[aria-label="主导航"]');
  await expect(nav.getByRole('link', { name: '文档' })).toHaveAttribute('href', '/docs');
  await expect(nav.getByRole('link', { name: '企业版' })).toHaveAttribute('href', '/enterprise_server');
  await nav.getByRole('button', { name: '功能特性' }).click();
  for (const [name, href] of [
    ['信创', '/xinchuang'],
    ['自动化应用运维', '/feature/app-ops'],
    ['一体化 DevOps', '/feature/devops'],
    ['Kubernetes 多集群管理', '/feature/multi-cluster'],
    ['开箱即用的微服务治理', '/feature/service-mesh'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await nav.getByRole('button', { name: '深入' }).click();
  for (const [name, href] of [
    ['使用场景', '/usescene'],
    ['用户案例', '/case'],
    ['博客', '/blog'],
    ['OpenAPI', '/docs/Intro'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await nav.getByRole('button', { name: '应用商店' }).click();
  await expect(nav.getByRole('link', { name: '应用商店', exact: true })).toHaveAttribute('href', '/marketplace');
  await expect(nav.getByRole('link', { name: '开源应用商店' })).toHaveAttribute('href', 'https://hub.grapps.cn');
});

test('code hosts and GitHub link', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'GitHub 仓库' })).toHaveAttribute('href', 'https://github.com/goodrain/rainbond');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: '源码仓库' }).click();
  await expect(header.getByRole('link', { name: 'Gitee' })).toHaveAttribute('href', 'https://gitee.com/rainbond/Rainbond');
  await expect(header.getByRole('link', { name: 'GitCode' })).toHaveAttribute('href', 'https://gitcode.com/goodrain/rainbond');
});

test('dropdowns open on click and Enter, close on outside click, Escape and a second click', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const nav = page.locator('nav[aria-label="主导航"]');
  const button = nav.getByRole('button', { name: '功能特性' });
  const item = nav.getByRole('link', { name: '信创', exact: true });
  await expect(item).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(item).toBeVisible();
  await page.locator('h1').click();
  await expect(item).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(item).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  await button.click();
  await button.click();
  await expect(item).toBeHidden();
});

test('the English locale keeps path, query and hash', async ({ page }) => {
  await page.goto('/docs/versions?from=nav#旧版本');
  await hydrated(page);
  const locale = page.getByRole('button', { name: /^简体中文\s*（选择语言）$/ });
  await locale.click();
  const english = page.getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('href', /^https:\/\/www\.rainbond\.io\/docs\/versions\?from=nav#.+$/);
  await expect(page.getByText('简体中文', { exact: true }).last()).toHaveAttribute('aria-current', 'true');
});

// Readers without script and crawlers see every main entry: the dropdowns' links are in the served HTML.
for (const path of ['/', '/case', '/docs/faq']) {
  test(`the main entries are links in the HTML of ${path}`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    for (const href of [
      '/xinchuang',
      '/feature/app-ops',
      '/feature/devops',
      '/feature/multi-cluster',
      '/feature/service-mesh',
      '/usescene',
      '/case',
      '/blog',
      '/docs/Intro',
      '/marketplace',
      '/enterprise_server',
    ]) {
      expect(header, href).toContain(`href="${href}"`);
    }
  });
}

test('menus in the HTML stay hidden until opened', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const nav = page.locator('nav[aria-label="主导航"]');
  for (const name of ['信创', '使用场景', '开源应用商店']) await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: 'English' })).toBeHidden();
});

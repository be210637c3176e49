import { expect, hydrated, test } from '../support/fixtures';

const CASES = ['boe', 'cjzk', 'csgApp', 'diningroom', 'kgdata', 'penghai', 'szsd', 'talkweb', 'xybigdata', 'zhjl'];
const SCENES = [
  'AppManagement',
  'componentReuse',
  'EnterpriseDeliveryOne',
  'EnterpriseDeliveryTwo',
  'IntegrationDev',
  'MultiCloudManagement',
  'offlineDelivery',
  'x86ToArm',
];

/** Every marketing route with a word its page must show. */
const ROUTES: [string, string][] = [
  ['/', '四种方式把应用搬上平台'],
  ['/calculator', 'Rainbond Cloud 价格计算器'],
  ['/case', '用户案例'],
  ['/enterprise_server', '开源版与企业版'],
  ['/feature/app-ops', '自动化应用运维'],
  ['/feature/devops', '一体化 DevOps'],
  ['/feature/multi-cluster', 'Kubernetes 多集群管理'],
  ['/feature/service-mesh', '微服务治理'],
  ['/feature/app-market', '云原生应用市场'],
  ['/marketplace', '应用商店'],
  ['/opensourceApps', '精选开源应用'],
  ['/partners', '合作伙伴'],
  ['/privacy', '隐私政策'],
  ['/server', '服务与支持'],
  ['/usescene', '使用场景'],
  ['/xinchuang', '信创'],
  ['/search', '搜索'],
  ['/docs', 'Rainbond 文档'],
  ...CASES.map((slug): [string, string] => [`/case/${slug}`, '客户简介']),
  ...SCENES.map((slug): [string, string] => [`/usescene/${slug}`, '场景与问题']),
];

for (const [path, text] of ROUTES) {
  test(`${path} renders its page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('main')).toContainText(text);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page).toHaveTitle(/Rainbond/);
  });
}

test('titles are unique across the marketing pages', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const [path] of ROUTES) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
  }
});

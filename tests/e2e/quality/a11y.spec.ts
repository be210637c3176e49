import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test } from '../support/fixtures';

/** Every marketing page, and one page of every other kind: case, scene, docs (both versions, api, store), blog, search, 404. */
const PAGES = [
  '/',
  '/feature/app-ops',
  '/feature/devops',
  '/feature/multi-cluster',
  '/feature/service-mesh',
  '/feature/app-market',
  '/xinchuang',
  '/enterprise_server',
  '/marketplace',
  '/partners',
  '/server',
  '/usescene',
  '/calculator',
  '/opensourceApps',
  '/case',
  '/case/boe',
  '/usescene/offlineDelivery',
  '/privacy',
  '/docs',
  '/docs/installation/helm',
  '/docs/api/team/createTeam',
  '/docs/store/marketplace',
  '/docs/5.17/quick-start/getting-started',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/search?q=helm',
  '/no-such-page',
];

for (const path of PAGES) {
  test(`no serious or critical accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      // Label in name (WCAG 2.5.3): axe ships this check switched off as experimental.
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

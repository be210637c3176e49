import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test } from '../support/fixtures';

/** One page of every kind: marketing, case, scene, docs (both versions, api, store), blog list/post/archive, search, 404. */
const PAGES = [
  '/',
  '/feature/devops',
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
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

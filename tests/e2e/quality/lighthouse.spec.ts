import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { expect, test } from '../support/fixtures';

/** One page of each kind the issue names; a doc page with code blocks, tabs and a long sidebar. */
const PAGES = ['/', '/docs/quick-start/quick-install', '/blog', '/blog/air-gapped-delivery-field-notes', '/marketplace'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MINIMUM = 95;

test.describe.configure({ timeout: 120_000 });

let chrome: chromeLauncher.LaunchedChrome;
test.beforeAll(async () => {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
});
test.afterAll(async () => {
  await chrome?.kill();
});

for (const path of PAGES) {
  test(`Lighthouse mobile scores of ${path} are all ${MINIMUM} or more`, async ({ baseURL }) => {
    const result = await lighthouse(`${baseURL}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = result?.lhr;
    expect(lhr?.runtimeError, 'Lighthouse could not load the page').toBeUndefined();
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr?.categories[id]?.score ?? 0) * 100)]));
    // Name what cost points, so a failure says what to fix.
    const failing = Object.values(lhr?.categories ?? {}).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${category.id}/${ref.id}: ${lhr?.audits[ref.id]?.displayValue ?? lhr?.audits[ref.id]?.score}`),
    );
    test.info().annotations.push({ type: 'scores', description: JSON.stringify(scores) });
    for (const id of CATEGORIES) expect(scores[id], `${id} (${failing.join('; ') || 'no failing audit'})`).toBeGreaterThanOrEqual(MINIMUM);
  });
}

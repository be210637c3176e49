import { expect, hydrated, test } from '../support/fixtures';

const PAGES: [string, string][] = [
  ['home', '/'],
  ['feature-devops', '/feature/devops'],
  ['not-found', '/no-such-page'],
];

for (const width of [390, 1280]) {
  for (const [name, path] of PAGES) {
    test(`${name} at ${width}px looks as approved`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage: true, mask: [page.locator('footer p').last()] });
    });
  }
}

import { expect, hydrated, test } from '../support/fixtures';

for (const width of [390, 1280]) {
  test(`a diff fence shows added and removed lines by tint, edge and sign, not colour alone (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/docs/contribution/document');
    await hydrated(page);
    const block = page.locator('pre.rb-has-diff');
    await expect(block).toHaveCount(1);
    await block.scrollIntoViewIfNeeded();
    const added = block.locator('.line.rb-diff-add');
    const removed = block.locator('.line.rb-diff-remove');
    await expect(added).toHaveText(['+    name: gateway-1', '+  - externalIP: 192.168.10.12', '+    internalIP: 192.168.10.12', '+    name: gateway-2']);
    await expect(removed).toHaveText(['-    name: node-1']);
    const context = block.locator('.line:not(.rb-diff-add):not(.rb-diff-remove)').first();
    await expect(context).toHaveText(' Cluster:');

    const look = (line: typeof added) =>
      line.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          edge: style.boxShadow,
          width: element.getBoundingClientRect().width,
          code: element.parentElement?.getBoundingClientRect().width,
        };
      });
    const [add, remove, plain] = [await look(added.first()), await look(removed.first()), await look(context)];
    expect(add.background).toBe('rgb(230, 255, 236)');
    expect(remove.background).toBe('rgb(255, 235, 233)');
    expect(plain.background).toBe('rgba(0, 0, 0, 0)');
    expect(add.edge).toContain('inset');
    expect(remove.edge).toContain('inset');
    expect(plain.edge).toBe('none');
    // The tint spans the whole line of the block, not only its text.
    expect(add.width).toBeCloseTo(add.code ?? 0, 0);
    expect(remove.width).toBeCloseTo(remove.code ?? 0, 0);
  });
}

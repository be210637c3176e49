import { test as base, expect } from '@playwright/test';

/**
 * Every browser test: baseURL is the nginx started by globalSetup; any request leaving 127.0.0.1 is
 * blocked and fails the test (the site works offline), and so does any uncaught page error.
 */
export const test = base.extend<{ offlineGuard: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: globalSetup did not run');
    await use(url);
  },
  offlineGuard: [
    async ({ context }, use) => {
      const external: string[] = [];
      const errors: string[] = [];
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => {
          external.push(route.request().url());
          return route.abort();
        },
      );
      context.on('page', (page) => page.on('pageerror', (error) => errors.push(error.message)));
      await use(undefined);
      expect(external, 'requests outside 127.0.0.1').toEqual([]);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page (our Layout marks <main> after mount). */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.locator('main[data-hydrated="true"]').waitFor();
}

/**
 * Stops an installed Playwright clock (it otherwise runs with real time), so that only runFor moves
 * timers: a busy machine then cannot let a 50 ms delay pass between two steps of a test.
 */
export async function pauseClock(page: import('@playwright/test').Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

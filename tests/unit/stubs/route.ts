import type { Route } from '@rspress/shared';

/** A route as a section module gives it, with a page that loads at once. */
export const stubRoute = (path: string): Route =>
  ({ path, element: null, filePath: `${path.slice(1)}.md`, preload: async () => ({}), lang: 'zh', version: '' }) as unknown as Route;

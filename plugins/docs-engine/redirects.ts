import path from 'node:path';

/** Old documentation paths and where their pages live now (deploy/rules.ts answers them with 301 too). */
export const REDIRECTS: { from: string; to: string }[] = [
  { from: '/docs/micro-service/example/blade', to: '/docs/how-to-guides/micro-service-deploy/blade-example' },
  { from: '/docs/micro-service/example/pig', to: '/docs/how-to-guides/micro-service-deploy/pig-example' },
  { from: '/docs/use-manual/component-manage/build-source/auto_build', to: '/docs/how-to-guides/app-ops/auto-build' },
];

const REDIRECT_COMPONENT = path.resolve(import.meta.dirname, '../../theme/components/Redirect');

export function redirectPage({ from, to }: { from: string; to: string }) {
  return {
    routePath: from,
    content: `---
title: 页面已移动
pageType: custom
---

import { Redirect } from '${REDIRECT_COMPONENT}';

<Redirect to="${to}" />
`,
  };
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { startNginx } from './nginx';

/** Serves doc_build with the production nginx config for the whole run; workers read E2E_BASE_URL. */
export default async function globalSetup() {
  const siteDir = path.resolve(import.meta.dirname, '../../../doc_build');
  if (!existsSync(path.join(siteDir, 'index.html'))) throw new Error('doc_build/ is missing: run `npm run build` before the browser tests.');
  const server = await startNginx(siteDir);
  process.env.E2E_BASE_URL = server.url;
  return server.stop;
}

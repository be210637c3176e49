/**
 * npm run preview: serves doc_build/ the way production does. With nginx installed that is nginx with
 * deploy/nginx.conf itself; otherwise a Node server following the same table (deploy/rules.ts).
 * RAINBOND_PREVIEW_SERVER=nginx|node picks one. Address as for `npm run dev`: --host/--port, else HOST
 * and PORT, else 127.0.0.1:3000; a busy port moves to the next free one, with a notice.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { devServerAddress, portMovedNotice } from '../plugins/dev-port';
import { freePort, hasNginx, hostPort, startNginx } from './nginx';
import { createSiteServer } from './siteServer';

const ROOT = path.resolve(import.meta.dirname, '..');
const SITE = path.join(ROOT, 'doc_build');

function fail(message: string): never {
  console.error(`preview: ${message}`);
  process.exit(1);
}

/** Whether `host:port` can be listened on now. */
function isFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

async function firstFreePort(host: string, from: number): Promise<number> {
  if (from === 0) return freePort(host);
  for (let port = from; port <= Math.min(from + 100, 65535); port++) {
    if (await isFree(host, port)) return port;
  }
  fail(`no free port from ${from} to ${from + 100} on ${host}`);
}

const { values } = parseArgs({ options: { host: { type: 'string' }, port: { type: 'string' } } });
const defaults = devServerAddress(process.env);
const host = values.host ?? defaults.host;
const requested = values.port === undefined ? defaults.port : Number(values.port);
if (!Number.isInteger(requested) || requested < 0 || requested > 65535) fail(`--port ${values.port} is not a port number`);

const choice = process.env.RAINBOND_PREVIEW_SERVER;
if (choice !== undefined && choice !== 'nginx' && choice !== 'node') fail(`RAINBOND_PREVIEW_SERVER is "${choice}": use nginx or node`);
if (choice === 'nginx' && !hasNginx()) fail('RAINBOND_PREVIEW_SERVER=nginx, but nginx is not installed');
const nginx = choice === 'nginx' || (choice === undefined && hasNginx());
if (!existsSync(path.join(SITE, 'index.html'))) fail('doc_build/ is missing: run `npm run build` first');

const port = await firstFreePort(host, requested);
const moved = requested === 0 ? null : portMovedNotice(requested, port, 'preview server');
if (moved) console.warn(moved);

let stop: () => Promise<void>;
if (nginx) {
  stop = (await startNginx(SITE, { host, port })).stop;
} else {
  const server = createSiteServer(SITE);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  stop = () => new Promise((resolve) => server.close(() => resolve()));
}
console.log(`Preview of doc_build/ (${nginx ? 'nginx, deploy/nginx.conf' : 'Node server, deploy/rules.ts'}): http://${hostPort(host, port)}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Keep-alive connections would hold the Node server open.
    setTimeout(() => process.exit(0), 2000).unref();
    stop().then(() => process.exit(0));
  });
}

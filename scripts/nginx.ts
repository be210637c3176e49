import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** Whether an `nginx` binary is on the PATH. */
export function hasNginx(): boolean {
  return !spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error;
}

/** `host:port` as a URL or nginx's `listen` writes it (IPv6 addresses in brackets). */
export function hostPort(host: string, port: number): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** nginx.conf for a private instance: deploy/nginx.conf (http-level content) with only `listen` and `root` replaced. */
export function nginxConfig(port: number, siteDir: string, workDir: string, host = '127.0.0.1'): string {
  const server = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace(/^\s*listen\s+[^;]+;/m, `  listen ${hostPort(host, port)};`)
    .replace(/^\s*root\s+[^;]+;/m, `  root ${siteDir};`);
  const temp = (name: string) => path.join(workDir, name);
  // Workers would run as nobody when started by root and could not read a build under a private
  // directory (a CI clone in a mode-700 temp dir): keep them as the user running the tests.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  // Brotli when this nginx has the module, as deploy/brotli.conf documents (.ci/run installs it).
  const brotli = existsSync(BROTLI_MODULE);
  return `${user}${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${brotli ? `  include ${path.join(ROOT, 'deploy/brotli.conf')};\n` : ''}${server}
}
`;
}

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

export interface NginxOptions {
  /** Loopback unless given. */
  host?: string;
  /** A free port unless given. */
  port?: number;
}

/** Starts nginx serving `siteDir` with deploy/nginx.conf; resolves once it answers. */
export async function startNginx(siteDir = path.join(ROOT, 'doc_build'), options: NginxOptions = {}): Promise<RunningNginx> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  const workDir = mkdtempSync(path.join(tmpdir(), 'rb-nginx-'));
  const confFile = path.join(workDir, 'nginx.conf');
  const errorLog = path.join(workDir, 'error.log');
  writeFileSync(confFile, nginxConfig(port, siteDir, workDir, host));
  const child: ChildProcess = spawn('nginx', ['-c', confFile, '-p', workDir, '-e', errorLog], { stdio: 'inherit' });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    // Its config, temp files and logs are this run's alone.
    rmSync(workDir, { recursive: true, force: true });
  };
  // 0.0.0.0 and :: are answered on loopback.
  const probeHost = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`http://${hostPort(probeHost, port)}`);
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8').trim() : '';
        await stop();
        throw new Error(`nginx did not start: ${String(error)}${log ? `\n${log}` : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url: `http://${hostPort(host, port)}`, stop };
}

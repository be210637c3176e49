import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** nginx.conf for a private instance: deploy/nginx.conf (http-level content) with only `listen` and `root` replaced. */
export function nginxConfig(port: number, siteDir: string, workDir: string): string {
  const server = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace(/^\s*listen\s+[^;]+;/m, `  listen 127.0.0.1:${port};`)
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

/** Starts nginx on a free loopback port serving `siteDir`; resolves once it answers. */
export async function startNginx(siteDir = path.join(ROOT, 'doc_build')): Promise<RunningNginx> {
  const port = await freePort();
  const workDir = mkdtempSync(path.join(tmpdir(), 'rb-nginx-'));
  const confFile = path.join(workDir, 'nginx.conf');
  writeFileSync(confFile, nginxConfig(port, siteDir, workDir));
  const child: ChildProcess = spawn('nginx', ['-c', confFile, '-p', workDir, '-e', path.join(workDir, 'error.log')], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(url);
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      // Its config, temp files and logs are this run's alone.
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

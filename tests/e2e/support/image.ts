import { copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Instruction {
  op: string;
  /** --name=value options (COPY --from=build). */
  flags: Record<string, string>;
  args: string[];
}

export interface Stage {
  image: string;
  name?: string;
  instructions: Instruction[];
}

/** The Dockerfile's stages and their instructions (continuation lines joined, comments dropped). */
export function parseDockerfile(text = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [op, ...words] = line.split(/\s+/);
    const flags: Record<string, string> = {};
    const args = words.filter((word) => {
      const flag = /^--([\w-]+)=(.*)$/.exec(word);
      if (flag) flags[flag[1]] = flag[2];
      return !flag;
    });
    if (op.toUpperCase() === 'FROM') {
      stages.push({ image: args[0], name: args[2], instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`Dockerfile: ${op} before FROM`);
      stage.instructions.push({ op: op.toUpperCase(), flags, args });
    }
  }
  return stages;
}

/**
 * nginx as the image runs it, laid out under `prefix`: a main nginx.conf shaped like the official image's
 * (mime.types and conf.d/*.conf included in http{}), and the final stage's COPYs at their destinations,
 * the build from the build stage being `siteDir`. Only what cannot work outside a container changes:
 * absolute paths move under `prefix`, `listen` is `127.0.0.1:port`, and the temp files and the user are
 * this machine's. Returns the main config's path.
 */
export function imageNginx(prefix: string, siteDir: string, port: number, stages = parseDockerfile()): string {
  const inPrefix = (file: string) => path.join(prefix, file);
  const final = stages.at(-1) as Stage;
  for (const { op, flags, args } of final.instructions) {
    if (op !== 'COPY') continue;
    const [source, destination] = args;
    mkdirSync(path.dirname(inPrefix(destination)), { recursive: true });
    if (flags.from) symlinkSync(siteDir, inPrefix(destination));
    else copyFileSync(path.join(ROOT, source), inPrefix(destination));
  }
  const server = final.instructions.find(({ op, args }) => op === 'COPY' && args[0] === 'deploy/nginx.conf');
  if (!server) throw new Error('Dockerfile: the final stage does not copy deploy/nginx.conf');
  const conf = inPrefix(server.args[1]);
  const text = readFileSync(conf, 'utf8')
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root\s+([^;]+);/m, (_, indent: string, root: string) => `${indent}root ${inPrefix(root)};`);
  writeFileSync(conf, text);
  copyFileSync('/etc/nginx/mime.types', inPrefix('/etc/nginx/mime.types'));
  mkdirSync(inPrefix('/var/log/nginx'), { recursive: true });
  const temp = (name: string) => inPrefix(`/var/cache/nginx/${name}`);
  const main = inPrefix('/etc/nginx/nginx.conf');
  // As root, workers run as root: the image's `nginx` user need not exist here.
  writeFileSync(
    main,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
error_log ${inPrefix('/var/log/nginx/error.log')} notice;
pid ${inPrefix('/run/nginx.pid')};
events { worker_connections 1024; }
http {
  include ${inPrefix('/etc/nginx/mime.types')};
  default_type application/octet-stream;
  access_log ${inPrefix('/var/log/nginx/access.log')};
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${inPrefix('/etc/nginx/conf.d')}/*.conf;
}
`,
  );
  mkdirSync(inPrefix('/run'), { recursive: true });
  mkdirSync(inPrefix('/var/cache/nginx'), { recursive: true });
  return main;
}

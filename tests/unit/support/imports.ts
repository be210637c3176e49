import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

export interface ModuleImports {
  /** Files of this repository the module imports. */
  local: string[];
  /** Package (and `node:`) specifiers it imports. */
  packages: string[];
}

/** What a module imports, read from its source; `runtimeOnly` leaves out `import type`, which Node and the bundler drop. */
export function importsOf(file: string, { runtimeOnly = false } = {}): ModuleImports {
  const source = readFileSync(file, 'utf8');
  const statement = runtimeOnly ? /^(?:import|export)(?!\s+type\b)[^'"]*?from\s+'([^']+)'/gm : /^(?:import|export)[^'"]*?from\s+'([^']+)'/gm;
  const specifiers = [
    ...[...source.matchAll(statement)].map((match) => match[1]),
    ...[...source.matchAll(/^import\s+'([^']+)'/gm)].map((match) => match[1]),
    ...[...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]),
  ];
  const local: string[] = [];
  const packages: string[] = [];
  for (const specifier of specifiers) {
    if (!specifier.startsWith('.')) {
      packages.push(specifier);
      continue;
    }
    const base = path.resolve(path.dirname(file), specifier);
    const found = EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!found) throw new Error(`${file}: cannot resolve ${specifier}`);
    local.push(found);
  }
  return { local, packages };
}

/** Every file of this repository that `entries` reach through their imports, the entries included. */
export function reachable(entries: string[], options?: { runtimeOnly?: boolean }): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (/\.(?:[cm]?[jt]sx?)$/.test(file)) queue.push(...importsOf(file, options).local);
  }
  return seen;
}

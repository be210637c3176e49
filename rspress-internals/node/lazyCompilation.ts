import { request } from 'node:http';

/**
 * Rspack's lazy compilation, as the dev server runs it: a module compiled on first use is first a
 * stand-in whose identifier is `lazy-compilation-proxy|<loaders>!<file>`, compiled for real once the
 * browser posts that identifier, as plain text, to the trigger path.
 */
const PROXY = 'lazy-compilation-proxy|';
const TRIGGER = '/_rspack/lazy/trigger';

/** The lazily compiled modules of a build, by the file they load. */
export function lazyModulesByFile(modules: Iterable<{ identifier(): string }>): Map<string, string> {
  const byFile = new Map<string, string>();
  for (const module of modules) {
    const id = module.identifier();
    if (!id.startsWith(PROXY)) continue;
    // What follows the loaders, if any: the file.
    const request = id.slice(PROXY.length);
    byFile.set(request.slice(request.lastIndexOf('!') + 1), id);
  }
  return byFile;
}

/**
 * Asks the dev server at `host` to compile the lazy module `id`, as the browser would; settles with the
 * answer's status. Through node:http, which the server has loaded: the first `fetch` loaded Node's fetch
 * implementation (~35 ms) while the first page's HTML waited.
 */
export const compileLazily = (host: string, id: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const asked = request(`http://${host}${TRIGGER}`, { method: 'POST', headers: { 'content-type': 'text/plain' } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    asked.on('error', reject);
    asked.end(id);
  });

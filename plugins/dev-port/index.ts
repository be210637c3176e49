import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';

/** Where the dev server listens unless `--port`/`--host` say otherwise: PORT and HOST, else 127.0.0.1:3000. */
export function devServerAddress(env: NodeJS.ProcessEnv): { port: number; host: string } {
  return { port: Number(env.PORT) || 3000, host: env.HOST || '127.0.0.1' };
}

/** The line a writer sees when the dev server (or another, named) could not have the port it asked for. */
export function portMovedNotice(requested: number, actual: number, server = 'dev server'): string | null {
  return requested === actual ? null : `port ${requested} is in use: the ${server} listens on port ${actual} instead`;
}

/**
 * Dev server: Rspress asks Rsbuild for the configured port "silently", so a busy port moved to the next
 * free one with no word of it. This says so, next to the address Rsbuild prints.
 */
export function devPortPlugin(): RspressPlugin {
  const notice: RsbuildPlugin = {
    name: 'rainbond:dev-port',
    setup(api) {
      api.onAfterStartDevServer(({ port }) => {
        const message = portMovedNotice(Number(api.getNormalizedConfig().server.port), port);
        if (message) api.logger.warn(message);
      });
    },
  };
  return { name: 'rainbond:dev-port', builderConfig: { plugins: [notice] } };
}

import webpack from 'webpack';
import WebpackDevServer, { type Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** webpack's development configuration with its `devServer` section, as the repository's webpack.config.ts returns it. */
export type DevelopmentBuild = webpack.Configuration & { devServer?: DevServerConfiguration };

export type RunningDevServer = {
  /** Resolves after the first compilation, whether or not it succeeded (errors show in the browser overlay). */
  firstBuild: Promise<{ errors: number }>;
  stop(): Promise<void>;
};

/**
 * webpack-dev-server over the configuration it is handed (the root start.ts hands it webpack.config.ts's
 * development build: port PORT, `/api` proxied to API_PROXY_TARGET). Handed, not imported: the stack sits
 * below the build's root configuration, which itself uses the stack's modules.
 */
export async function startDevServer(development: DevelopmentBuild | DevelopmentBuild[]): Promise<RunningDevServer> {
  // Development builds the browser bundle only (pre-rendering is a production step).
  if (Array.isArray(development)) throw new Error('webpack.config.ts : une seule configuration attendue en développement');
  const { devServer, ...config } = development;
  // Plain `webpack(config)` (no callback) returns the compiler and leaves running it to the dev server.
  const compiler = webpack({ ...config, stats: 'errors-warnings', infrastructureLogging: { level: 'warn' } });
  const firstBuild = new Promise<{ errors: number }>((resolve) => {
    compiler.hooks.done.tap('simusession-start', (stats) => resolve({ errors: stats.compilation.errors.length }));
  });
  // The stack stops the dev server itself, after the API and before the emulator.
  const server = new WebpackDevServer({ ...devServer, setupExitSignals: false }, compiler);
  await server.start();
  return { firstBuild, stop: () => server.stop() };
}

import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import webpackConfig from '../../webpack.config';

export type RunningDevServer = {
  /** Resolves after the first compilation, whether or not it succeeded (errors show in the browser overlay). */
  firstBuild: Promise<{ errors: number }>;
  stop(): Promise<void>;
};

/** webpack-dev-server with the repository's development config (port PORT, `/api` proxied to API_PROXY_TARGET). */
export async function startDevServer(): Promise<RunningDevServer> {
  // Development builds the browser bundle only (pre-rendering is a production step).
  const development = webpackConfig({}, { mode: 'development' });
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

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { DemoProjectRefusedError } from './server/demoProject';
import { clientEnvironment } from './server/stack/clientEnvironment';
import { apiBeforeBundle, apiDevProxy, monitorPageHeaders } from './server/stack/devProxy';
import { PrerenderPlugin, SHELL_FILE } from './server/web/prerenderPages';
import { META_DESCRIPTION } from './src/config/product';
import { globalCss } from './src/ui/globalCss';

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'production' | 'development' };

type Configuration = webpack.Configuration & { devServer?: DevServerConfiguration };

/**
 * Inter's latin variable face, self-hosted: copied from the package under a content hash (so
 * `assets/` caches it for a year, as the scripts), preloaded by the shell and declared by its CSS.
 */
const FONT_SOURCE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const FONT_URL = `/assets/fonts/inter-latin-wght-normal.${crypto.createHash('sha256').update(fs.readFileSync(FONT_SOURCE)).digest('hex').slice(0, 10)}.woff2`;

/**
 * public/first-paint.js, which every page runs before its first paint (it blocks the parser), under a content
 * hash in `assets/` like the scripts: cached for a year, where its fixed name had it revalidated on every load
 * (a round trip before anything was drawn, 11 ms on loopback, a mobile network's latency elsewhere).
 */
const FIRST_PAINT_SOURCE = path.resolve(__dirname, 'public', 'first-paint.js');
const FIRST_PAINT_URL = `/assets/first-paint.${crypto.createHash('sha256').update(fs.readFileSync(FIRST_PAINT_SOURCE)).digest('hex').slice(0, 10)}.js`;

/**
 * React Router publishes a production build beside its development one, but its package `exports` name only the
 * development files (developer warnings on every route match, a "Hey developer" error screen): a production bundle
 * takes the production files, both entry points, so that the two share one copy of the router.
 */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
};

/**
 * Where the build serves the static scripts of public/ that the app loads itself: the build copies them
 * to the output's root, so it is the one to tell the app their address.
 */
const STATIC_SCRIPTS = { ANALYTICS_SCRIPT_URL: '/analytics.js' } as const;

/** The bundle's public settings; what the demo-project rule refuses (server/demoProject.ts) stops the build with its French reason alone. */
function buildEnvironment(mode: 'production' | 'development') {
  try {
    return { ...clientEnvironment(mode, process.env), ...STATIC_SCRIPTS };
  } catch (error) {
    if (!(error instanceof DemoProjectRefusedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export default (_env: Env, argv: Argv): Configuration | Configuration[] => {
  const mode = argv.mode ?? 'development';
  const production = mode === 'production';
  const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8081';
  // BUILD_OUT_DIR: the end-to-end suite builds its own copy without touching dist/.
  const outDir = process.env.BUILD_OUT_DIR ?? path.resolve(__dirname, 'dist');
  // Source maps of the production build go beside the served folder, never in it: for an error
  // tracker to upload, not for every visitor to download (the shipped files carry no link to them).
  const sourceMapDir = `${outDir}-sourcemaps`;
  const rules: webpack.RuleSetRule[] = [{ test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' }];
  const defines = new webpack.DefinePlugin(
    Object.fromEntries(
      Object.entries(buildEnvironment(mode)).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
    ),
  );

  const browser: Configuration = {
    name: 'browser',
    mode,
    entry: './src/index.tsx',
    output: {
      path: outDir,
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: production ? REACT_ROUTER_PRODUCTION : {} },
    module: { rules },
    devtool: production ? false : 'eval-cheap-module-source-map',
    plugins: [
      defines,
      ...(production
        ? [
            new webpack.SourceMapDevToolPlugin({
              filename: `${path.relative(outDir, sourceMapDir)}/[file].map`,
              append: false,
            }),
          ]
        : []),
      // The empty shell: protected pages and unknown paths. Public pages get pre-rendered copies.
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        filename: SHELL_FILE,
        scriptLoading: 'defer',
        description: META_DESCRIPTION,
        globalCss: globalCss(FONT_URL),
        fontUrl: FONT_URL,
        firstPaintUrl: FIRST_PAINT_URL,
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html', '**/first-paint.js'] } },
          { from: FONT_SOURCE, to: FONT_URL.slice(1) },
          { from: FIRST_PAINT_SOURCE, to: FIRST_PAINT_URL.slice(1) },
        ],
      }),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // vis-network is heavy and only the documentation map needs it: keep it in its own lazy chunk.
          visNetwork: { test: /[\\/]node_modules[\\/](vis-network|vis-data)[\\/]/, name: 'vis-network', priority: 20 },
          firebase: { test: /[\\/]node_modules[\\/](@firebase|firebase)[\\/]/, name: 'firebase', priority: 10 },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 8080),
      // public/ reaches the output through CopyWebpackPlugin; serving it raw would expose the shell's template.
      static: false,
      historyApiFallback: { index: `/${SHELL_FILE}` },
      hot: true,
      client: { overlay: { errors: true, warnings: false } },
      proxy: [apiDevProxy(apiTarget)],
      // First in line: a body larger than any the API takes is refused before the proxy forwards it; then `/api`
      // reaches the API before the bundle's middleware can answer it (devProxy.ts).
      // The monitor's page leaves no Referer (its token is in the address), as `npm run serve` answers it.
      setupMiddlewares: (middlewares) => apiBeforeBundle([{ name: 'monitor-page-headers', middleware: monitorPageHeaders }, ...middlewares]),
    },
  };
  if (!production) return browser;
  // `clean` empties the output folder only: the maps of the previous build go too.
  fs.rmSync(sourceMapDir, { recursive: true, force: true });

  // The same sources built for Node, to render the public pages once the browser build is written.
  const cacheDir = path.join(__dirname, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true }); // absent after a fresh npm ci
  const prerender: Configuration = {
    name: 'prerender',
    dependencies: ['browser'],
    mode,
    target: 'node',
    entry: './src/app/prerender.tsx',
    output: {
      // Inside the project, so that Node finds the packages it requires; removed once the pages are written.
      path: fs.mkdtempSync(path.join(cacheDir, 'simusession-prerender-')),
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules },
    // Packages are required from node_modules as they are; only our code goes through Babel.
    externals: [({ request }, callback) => (request && /^[@a-z]/i.test(request) ? callback(undefined, `commonjs ${request}`) : callback())],
    devtool: false,
    plugins: [defines, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new PrerenderPlugin(outDir)],
    optimization: { minimize: false },
    performance: { hints: false },
  };
  return [browser, prerender];
};

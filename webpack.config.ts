import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { clientEnvironment } from './server/stack/clientEnvironment';
import { META_DESCRIPTION } from './src/config/product';

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'production' | 'development' };

export default (_env: Env, argv: Argv): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'development';
  const production = mode === 'production';
  const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8081';

  return {
    mode,
    entry: './src/index.tsx',
    output: {
      // BUILD_OUT_DIR: the end-to-end suite builds its own copy without touching dist/.
      path: process.env.BUILD_OUT_DIR ?? path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [{ test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' }],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries(clientEnvironment(mode, process.env)).map(([key, value]) => [
            `process.env.${key}`,
            JSON.stringify(value),
          ]),
        ),
      ),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer', description: META_DESCRIPTION }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
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
      historyApiFallback: true,
      hot: true,
      client: { overlay: { errors: true, warnings: false } },
      proxy: [{ context: ['/api'], target: apiTarget, changeOrigin: false }],
    },
  };
};

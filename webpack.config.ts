import path from 'node:path';
import fs from 'node:fs';
import dotenv from 'dotenv';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { ENV_KEYS, parseEnv, type RawEnv } from './src/config/env';

const root = __dirname;

/**
 * Where the build's chunk facts go (webpack stats: chunks, their files, the imports that load
 * them, their modules). `npm run bench -- --no-lighthouse` reads it for the byte budgets and
 * the shared-chunk rule. A dot file: the hosting config never deploys it.
 */
export const STATS_FILE = '.webpack-stats.json';

/** Writes the stats the budget script reads, after each production build. */
class BudgetStatsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('BudgetStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        hash: true,
        publicPath: true,
        entrypoints: true,
        chunks: true,
        chunkOrigins: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
        ids: true,
        // Every module of every chunk by name, not grouped or cut short.
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        groupModulesByPath: false,
        groupModulesByExtension: false,
        groupModulesByType: false,
        groupModulesByAttributes: false,
        groupModulesByCacheStatus: false,
        groupModulesByLayer: false,
      });
      const outputPath = stats.compilation.outputOptions.path ?? path.join(root, 'build');
      fs.writeFileSync(path.join(outputPath, STATS_FILE), JSON.stringify(json));
    });
  }
}

/** `.env` fills in what the real environment does not set; only ENV_KEYS are read. */
function readEnv(): RawEnv {
  const file = path.join(root, '.env');
  const fromFile = fs.existsSync(file) ? dotenv.parse(fs.readFileSync(file)) : {};
  return Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key] ?? fromFile[key]]));
}

/**
 * Prerenders the public sign-in pages into index.html after the files are written
 * (scripts/prerender.mjs: the same app, rendered by react-dom/server with the same defines).
 */
class PrerenderPlugin {
  constructor(private readonly defines: Record<string, string>) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? path.join(root, 'build');
      const { prerender } = await import('./scripts/prerender.mjs');
      // The chunks' files and the imports that load them: each route's files, preloaded.
      const stats = compilation.getStats().toJson({
        all: false,
        entrypoints: true,
        chunks: true,
        chunkOrigins: true,
        ids: true,
      });
      const routes = await prerender({ outputPath, defines: this.defines, stats });
      compilation.logger.info(`prerendered ${routes.join(', ')}`);
    });
  }
}

interface Argv {
  mode?: 'development' | 'production' | 'none';
}

export default (_: unknown, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
  const isProd = argv.mode === 'production';
  // Fast Refresh only under the dev server (`webpack serve` sets WEBPACK_SERVE).
  const refresh = !isProd && process.env.WEBPACK_SERVE === 'true';
  const raw = readEnv();
  const appEnv = parseEnv(raw); // throws with the key's name on a bad value
  const demo = appEnv.backend === 'demo';
  // Any build without an API of its own serves the demo API from a worker (lazily outside demo mode).
  const worker = demo || appEnv.demoApi;

  const defines: Record<string, string> = {
    __DEMO_BACKEND__: JSON.stringify(demo),
    __DEMO_API__: JSON.stringify(appEnv.demoApi),
    // The checked configuration itself (src/config/env.ts): the browser does not parse it again.
    __APP_ENV__: JSON.stringify(appEnv),
  };
  // The raw keys too: env.ts's jest-and-Node branch names them, and the build drops it.
  for (const key of ENV_KEYS) defines[`process.env.${key}`] = JSON.stringify(raw[key] ?? '');

  return {
    mode: isProd ? 'production' : 'development',
    entry: path.join(root, 'src/index.tsx'),
    output: {
      // BUILD_DIR lets parallel builds (several developers on one machine) stay apart.
      path: path.resolve(root, process.env.BUILD_DIR ?? 'build'),
      publicPath: appEnv.publicUrl,
      filename: isProd ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: isProd
        ? 'static/js/[name].[contenthash:8].chunk.js'
        : 'static/js/[name].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        '@': path.join(root, 'src'),
        // msw's cookie jar without the public suffix list (268 KiB of the demo backend's
        // libraries): src/mocks/cookieJar.ts says why that is safe for a mock. jest and the
        // Node server keep the real tough-cookie.
        'tough-cookie$': path.join(root, 'src/mocks/cookieJar.ts'),
        // React Router publishes a production build beside the default (development) one:
        // the same code without its development warnings.
        ...(isProd
          ? {
              'react-router$': path.join(
                root,
                'node_modules/react-router/dist/production/index.mjs',
              ),
              'react-router/dom$': path.join(
                root,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          // An icon set kept as data: the module becomes its JSON, computed at build time.
          test: /\.iconset\.ts$/,
          use: path.join(root, 'scripts/webpack/iconSetLoader.cjs'),
        },
        {
          test: /\.[jt]sx?$/,
          exclude: [/node_modules/, /\.iconset\.ts$/],
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic', development: !isProd, refresh } },
              },
            },
          },
        },
        {
          test: /\.(s?css)$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { sourceMap: true } },
            {
              loader: 'sass-loader',
              options: {
                sourceMap: true,
                // Bootstrap 5.3 still uses @import and global functions; the warnings are
                // Bootstrap's, not ours, and would bury real ones.
                sassOptions: {
                  quietDeps: true,
                  silenceDeprecations: [
                    'import',
                    'global-builtin',
                    'color-functions',
                    'if-function',
                  ],
                },
              },
            },
          ],
        },
        {
          test: /\.(png|jpe?g|gif|svg|webp|ico)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4096 } },
        },
        { test: /\.(woff2?|ttf|eot)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      ...(refresh ? [new ReactRefreshPlugin({ overlay: false })] : []),
      new webpack.DefinePlugin(defines),
      ...(isProd ? [new BudgetStatsPlugin(), new PrerenderPlugin(defines)] : []),
      new HtmlWebpackPlugin({
        template: path.join(root, 'public/index.html'),
        templateParameters: { PUBLIC_URL: appEnv.publicUrl },
        favicon: path.join(root, 'public/favicon.svg'),
      }),
      new MiniCssExtractPlugin({
        filename: isProd ? 'static/css/[name].[contenthash:8].css' : 'static/css/[name].css',
        chunkFilename: isProd
          ? 'static/css/[name].[contenthash:8].chunk.css'
          : 'static/css/[name].chunk.css',
      }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: path.join(root, 'public'),
            globOptions: {
              // The msw worker ships only where it answers something: in demo builds (Firebase
              // and the demo API) and in builds without an API_BASE_URL (the demo API only).
              ignore: [
                '**/index.html',
                '**/favicon.svg',
                ...(worker ? [] : ['**/mockServiceWorker.js', '**/demoWorker.js']),
              ],
            },
          },
        ],
      }),
    ],
    optimization: {
      minimize: isProd,
      minimizer: [
        new MinimizerPlugin({
          minify: [MinimizerPlugin.swcMinify, MinimizerPlugin.esbuildMinifyCss],
        }),
      ],
      splitChunks: {
        chunks: 'all',
        // No chunk under ~60 KB (raw) of its own: a module that small shared by several
        // pages goes into each one's chunk. Each request of a first load costs a round trip on
        // a phone (six at a time over HTTP/1.1): the projects list needed 28 files, now 20.
        minSize: 60000,
        cacheGroups: {
          // msw and its helpers form one named chunk that only demo builds ever load, so
          // the budget script can tell it apart from what every user downloads.
          demoBackend: {
            test: /[\\/]node_modules[\\/](msw|@mswjs|@open-draft|@bundled-es-modules|headers-polyfill|path-to-regexp|rettime|strict-event-emitter|outvariant|until-async|is-node-process|graphql|cookie|statuses|type-fest)[\\/]/,
            name: 'demo-backend-vendor',
            chunks: 'async',
            priority: 20,
            enforce: true,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false }, // budgets are enforced by scripts/bench.mjs, per route
    // react-datepicker asks for its optional date-fns-tz with a require webpack cannot follow,
    // on purpose, inside a try (their issue 6154); not installed here, it falls back. The
    // warning said so on every build, and under the dev server its overlay covered the page.
    ignoreWarnings: [
      {
        module: /node_modules[\\/]react-datepicker[\\/]/,
        message: /Critical dependency: the request of a dependency is an expression/,
      },
    ],
    stats: 'errors-warnings',
    devServer: {
      port: 3000,
      host: 'localhost',
      // The dev server prints both loopback addresses: hot reload works at each. The host check
      // lets both names in, and the client's socket goes back to the page's own address (with
      // `localhost` fixed in, a page at 127.0.0.1 failed the Origin check on every retry).
      allowedHosts: ['localhost', '127.0.0.1'],
      client: { webSocketURL: 'auto://0.0.0.0:0/ws' },
      hot: true,
      open: false,
      static: { directory: path.join(root, 'public'), publicPath: appEnv.publicUrl },
      historyApiFallback: { index: `${appEnv.publicUrl}index.html`, disableDotRule: true },
      devMiddleware: { publicPath: appEnv.publicUrl },
    },
  };
};

/**
 * The one webpack + module-federation config factory for the shell, the remotes and the skins.
 * Versions and pitfalls: docs/facts/toolchain.md section 2 (webpack 5.111.1, enhanced 2.9.2).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { remoteBasePaths, skinBasePaths } from '@portal/contracts';
import { EsbuildPlugin } from 'esbuild-loader';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { SkinThemeFilesPlugin } from './skin-theme-files.js';
import { StartupPreloadPlugin } from './startup-preload.js';
import { bootstrapCss, unusedBootstrapCss } from './unused-bootstrap-css.js';

const require = createRequire(import.meta.url);
const { dependencies } = require('../package.json');

const backend = 'http://localhost:8080';

/**
 * Brotli and gzip twins of every text file, made once at build time at the highest levels: the
 * backend sends them as they are (express-static-gzip) instead of compressing each file per request,
 * which cost the first page load hundreds of milliseconds of server time (bench:web).
 */
const compressible = /\.(js|css|json|svg|html)$/;
const precompressed = () => [
  new CompressionPlugin({ test: compressible, algorithm: 'gzip', compressionOptions: { level: 9 } }),
  new CompressionPlugin({
    test: compressible,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  }),
];

/** @param {string} name */
const singleton = (name) => ({ singleton: true, requiredVersion: `^${dependencies[name]}` });

/**
 * Shared singletons of the shell and every remote, declared once. The trailing-slash keys share
 * every subpath (react/jsx-runtime, react-dom/client) with the same single instance.
 */
export const shared = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  jotai: singleton('jotai'),
  'react-intl': singleton('react-intl'),
  'react-bootstrap': singleton('react-bootstrap'),
  // Components are imported by path (react-bootstrap/Modal). One copy for all: stacked modals of
  // different remotes share one modal manager, so Escape closes only the top one.
  'react-bootstrap/': singleton('react-bootstrap'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  // Workspace packages have no published version to negotiate.
  '@portal/web-kit': { singleton: true, requiredVersion: false },
  '@portal/contracts': { singleton: true, requiredVersion: false },
};

/** react-bootstrap and the libraries it brings. */
const reactBootstrapLibraries =
  /[\\/]node_modules[\\/](react-bootstrap|@restart|dom-helpers|@popperjs|uncontrollable|react-transition-group|prop-types|warning|invariant|classnames|dequal|react-lifecycles-compat|@babel[\\/]runtime)[\\/]/;

/** The other shared libraries, the ones they bring, and web-kit. */
const sharedLibraries =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|jotai|react-intl|@formatjs|intl-messageformat|@tanstack|tslib|react-aria|@react-aria|@swc[\\/]helpers)|packages[\\/]web-kit)[\\/]/;

/**
 * Every shared module comes in a chunk of its own. A remote gets react-bootstrap, shared per
 * component path, as one chunk instead of twenty small files when it falls back to its own copy.
 * The host's page needs every shared module before its first render: they all come in one chunk,
 * as each file costs the throttled main thread a task to ask and one to take the answer, and waits
 * for one of HTTP/1.1's six connections (bench:web). A remote keeps the others apart: one that falls
 * back to its own copy of one library should not fetch all of them.
 * @param {'host' | 'remote'} kind
 */
const vendorChunks = (kind) =>
  kind === 'host'
    ? {
        startup: {
          test: (/** @type {import('webpack').Module} */ module) =>
            [reactBootstrapLibraries, sharedLibraries].some((libraries) =>
              libraries.test(module.nameForCondition() ?? ''),
            ),
          name: 'startup',
          chunks: /** @type {const} */ ('async'),
          enforce: true,
        },
      }
    : {
        reactBootstrap: {
          test: reactBootstrapLibraries,
          name: 'react-bootstrap',
          chunks: /** @type {const} */ ('async'),
          enforce: true,
        },
      };

/** TypeScript and JSX through swc. @param {boolean} production */
const swcRule = (production) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    },
  },
});

const cssLoaders = [MiniCssExtractPlugin.loader, 'css-loader'];
const usedBootstrapOnly = {
  loader: 'postcss-loader',
  options: { postcssOptions: { plugins: [unusedBootstrapCss()] } },
};

/** @param {string} title */
const htmlPage = (title, head = '') =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${head}</head>` +
  `<body><div id="root"></div></body></html>`;

const standaloneHead = '<link rel="stylesheet" href="/bootstrap/bootstrap.min.css">';

/**
 * Standalone remotes borrow the shell's Bootstrap CSS (remotes only use its classes), so their
 * pages look as they will inside the portal.
 * @param {string} dirname
 */
const bootstrapCssDir = (dirname) =>
  path.join(
    path.dirname(require.resolve('bootstrap/package.json', { paths: [path.join(dirname, '../shell')] })),
    'dist/css',
  );

/** Emits every file of a folder as an asset under `target/` (a skin's help documents). */
class CopyFolderPlugin {
  /** @param {string} folder @param {string} target */
  constructor(folder, target) {
    this.folder = folder;
    this.target = target;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyFolderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(this.folder);
          for (const file of fs.readdirSync(this.folder)) {
            const content = fs.readFileSync(path.join(this.folder, file));
            compilation.emitAsset(`${this.target}/${file}`, new sources.RawSource(content));
          }
        },
      );
    });
  }
}

/**
 * Where the app's files are fetched from: the backend's mount (contracts) in a build, the dev
 * server's own origin under `webpack serve` (the shell on :3000 loads remotes from their ports). A
 * fixed path instead of 'auto' also writes it into the manifest, so hosts need not guess it.
 * @param {string} name @param {'host' | 'remote' | 'style'} kind @param {boolean} serving @param {number | undefined} devPort
 */
function publicPathOf(name, kind, serving, devPort) {
  if (kind === 'host') return '/';
  if (serving && devPort) return `http://localhost:${devPort}/`;
  const path = kind === 'style' ? skinBasePaths[name.replace(/^skin_/, '')] : remoteBasePaths[name];
  if (!path) throw new Error(`${name}: no mount path in @portal/contracts`);
  return path;
}

/**
 * The runtime plugin that `experiments.provideExternalRuntime` would add, as ESM: enhanced adds its
 * CommonJS build, which bundles a second copy of the runtime core beside the bundler runtime's.
 */
const provideRuntimeCorePlugin = createRequire(require.resolve('@module-federation/enhanced'))
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/\.cjs$/, '.js');

/**
 * The federation runtime core once per page instead of in every remote and skin entry: the shell
 * provides its own, remotes and skins use it (docs/adr/0005-hoisted-federation-runtime.md). A remote
 * served standalone has no host, so it keeps its own. Every app runs in browsers only (no Node
 * loaders in the runtime).
 * @param {'host' | 'remote' | 'style'} kind @param {boolean} standalone
 */
function runtimeOptions(kind, standalone) {
  const web = { target: /** @type {const} */ ('web') };
  if (kind === 'host')
    return { runtimePlugins: [provideRuntimeCorePlugin], experiments: { optimization: web } };
  if (standalone) return { experiments: { optimization: web } };
  return { experiments: { externalRuntime: true, optimization: web } };
}

/**
 * @param {{ dirname: string, name: string, kind: 'host' | 'remote' | 'style',
 *   exposes?: Record<string, string>, devPort?: number }} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createAppConfig({ dirname, name, kind, exposes = {}, devPort }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const standalone = kind === 'remote' && Boolean(env.WEBPACK_SERVE);
    const template = path.join(dirname, 'public/index.html');
    const docs = path.join(dirname, 'docs');
    const themeFile = path.join(dirname, 'src/theme.json');
    return {
      mode: production ? 'production' : 'development',
      // Style remotes are only their container: nothing runs before the shell loads ./theme.
      entry: kind === 'style' ? {} : './src/index.ts',
      context: dirname,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        publicPath: publicPathOf(name, kind, Boolean(env.WEBPACK_SERVE), devPort),
        // The federation runtime cannot resolve hashes in entry names; hashes go into chunks only.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: '[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
        // Always write, so file times tell scripts/build-if-needed.mjs that the build is fresh.
        compareBeforeEmit: false,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // ESM sources may import './x.js' meaning './x.ts'.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          swcRule(production),
          { test: /\.css$/, exclude: production ? bootstrapCss : [], use: cssLoaders },
          // Production only: under webpack serve the shell would not see a remote start using a class.
          ...(production
            ? [{ test: /\.css$/, include: bootstrapCss, use: [...cssLoaders, usedBootstrapOnly] }]
            : []),
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
        new ModuleFederationPlugin({
          name,
          // The shell registers remotes at runtime from /rest/info/init (registerRemotes).
          ...(kind === 'host' ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: kind === 'style' ? {} : shared,
          // Every app builds the same versions, so what is loaded will do. The default (version-first)
          // downloads every registered remote's entry whenever a shared module loads later (zod).
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          ...runtimeOptions(kind, standalone),
        }),
        ...(kind === 'host' || standalone
          ? [
              new HtmlWebpackPlugin({
                // Absolute URLs, so deep links (/:sn/dashboard) load the same files.
                publicPath: '/',
                // Only the app's entry: the container (remoteEntry.js) is for the shell, not the page.
                chunks: ['main'],
                ...(fs.existsSync(template)
                  ? { template }
                  : { templateContent: htmlPage(name, standalone ? standaloneHead : '') }),
              }),
            ]
          : []),
        ...(kind === 'host' && production ? [new StartupPreloadPlugin()] : []),
        ...(production ? precompressed() : []),
        ...(kind === 'style' && fs.existsSync(docs) ? [new CopyFolderPlugin(docs, 'docs')] : []),
        ...(kind === 'style' && fs.existsSync(themeFile) ? [new SkinThemeFilesPlugin(themeFile)] : []),
      ],
      optimization: production
        ? {
            minimizer: [
              // SWC's minifier drops what a module's users leave unused (esbuild's keeps it): most of
              // react-router, reached through web-kit, and ~200 kB of the startup chunk in all.
              new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify }),
              new EsbuildPlugin({ target: 'es2022', css: true, include: /\.css$/ }),
            ],
            ...(kind === 'style' ? {} : { splitChunks: { cacheGroups: vendorChunks(kind) } }),
          }
        : {},
      // Sizes are tracked by scripts/bundle-sizes.mjs instead.
      performance: { hints: false },
      devServer: devPort
        ? {
            port: devPort,
            historyApiFallback: true,
            // The shell on :3000 loads a remote's dev server by its manifest URL.
            headers: { 'Access-Control-Allow-Origin': '*' },
            ...(standalone
              ? { static: [{ directory: bootstrapCssDir(dirname), publicPath: '/bootstrap' }] }
              : {}),
            proxy: [
              {
                context: ['/rest', '/ws', '/logout', '/mf', '/skins', '/docs'],
                target: backend,
                ws: true,
              },
            ],
          }
        : undefined,
    };
  };
}

/** Writes `<name>.json` naming the entry's built file, for the backend that loads it. */
class EntryManifestPlugin {
  /** @param {string[]} names */
  constructor(names) {
    this.names = names;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EntryManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          for (const entry of this.names) {
            const files = [...(compilation.entrypoints.get(entry)?.getFiles() ?? [])];
            const file = files.find((name) => name.endsWith('.cjs'));
            if (!file) throw new Error(`${entry}: no module`);
            compilation.emitAsset(`${entry}.json`, new sources.RawSource(`${JSON.stringify({ file })}\n`));
          }
        },
      );
    });
  }
}

/**
 * Modules for the backend to run in Node, outside module federation and outside the served files
 * (the shell's server-drawn login form and logged-in frame: `dist-server/<name>.<hash>.cjs`, named
 * by `<name>.json` beside it, a new name per build so a running backend takes a new build; ADR 0030,
 * 0032).
 * @param {{ dirname: string, entries: Record<string, string> }} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createServerModuleConfig({ dirname, entries }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      target: 'node20',
      entry: entries,
      context: dirname,
      devtool: 'source-map',
      output: {
        path: path.join(dirname, 'dist-server'),
        filename: '[name].[contenthash:8].cjs',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
      module: { rules: [swcRule(production)] },
      plugins: [new EntryManifestPlugin(Object.keys(entries))],
      // Read by Node, not downloaded: not minified, so its stack traces say where.
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
    };
  };
}

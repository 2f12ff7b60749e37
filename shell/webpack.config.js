// Shell = single-spa root config + Module Federation host (no static remotes: they come from
// /mfe-manifest.json at run time). Output: shell/dist, served at / by the API.
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationExperiments, provideRuntimePlugins, sharedFor } = require('../tools/webpack/shared');
const { commonConfig, sharedPlugins } = require('../tools/webpack/common');
const { hashedFilename } = require('../tools/webpack/remote.config');

const API_TARGET = process.env.ZAALPLEK_API || 'http://localhost:8080';

/** Emits src/sw/service-worker.js as /service-worker.js with this build's hash in it. */
class ServiceWorkerPlugin {
  apply(compiler) {
    const source = path.join(__dirname, 'src/sw/service-worker.js');
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const mainFiles = Object.keys(compilation.assets).filter((f) => f.endsWith('.js')).sort().join(',');
          const buildId = require('crypto').createHash('sha256').update(mainFiles).digest('hex').slice(0, 12);
          const text = fs.readFileSync(source, 'utf8').replace('__BUILD_ID__', buildId);
          compilation.emitAsset('service-worker.js', new webpack.sources.RawSource(text));
        },
      );
    });
  }
}

/**
 * Emits .route-table.json: the route table of src/activity-functions.ts (pattern over the bare
 * path -> owner) and the redirect rules of src/routing/redirects.ts, evaluated at build time, so the
 * API can preload the remoteEntry.js of the MFE that owns a requested page
 * (api/src/static/routePreload.ts), answer unknown paths with 404 and the spec's redirects with 301
 * (api/src/static/pageStatus.ts). Hidden: not served.
 */
class RouteTablePlugin {
  apply(compiler) {
    const { routeTableJson, SOURCES } = require('./route-table.cjs');
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      for (const source of SOURCES) compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('.route-table.json', new webpack.sources.RawSource(routeTableJson())),
      );
    });
  }
}

/**
 * Chunks loaded on demand, never preloaded: the login popup / login-link pages and their texts (named
 * import()s in src/auth/LazyAuth.tsx, src/auth/messages), the English catalogs (messages-en: shell and
 * platform, loaded when a page is shown in English), the logged-in header parts and act-as banner
 * (header-live: src/layout/HeaderLive.tsx, src/auth/UserMenu.tsx, src/layout/ShellApp.tsx), the update
 * prompt, graphql-ws (platform/src/subscriptions.ts, for a logged-in account's live counts), the design system's sortable list with @dnd-kit (staff pages only) and its date picker's
 * month grid (calendar, when opened).
 */
const LAZY_CHUNK_GROUPS = new Set(['auth-popup', 'auth-pages', 'auth-messages', 'messages-en', 'graphql-ws', 'sortable-list', 'header-live', 'update-prompt', 'calendar', 'icu-parser']);

/**
 * Shared libraries the shell provides but its first render does not use, never preloaded: the design
 * system's root (tables, dialogs, chat, notifications; the login popup and the logged-in header parts
 * load it), beside @zaalplek/design-system/core, what the first page renders.
 */
const LAZY_SHARED = new Set(['@zaalplek/design-system']);

/** The shared library a provide/consume module is for, or null. */
function sharedNameOf(module) {
  const id = module ? module.identifier() : '';
  const match = /^provide module \([^)]*\) (.+?)@/.exec(id) || /^consume-shared-module\|[^|]*\|([^|]+)\|/.exec(id);
  return match ? match[1] : null;
}

/** A chunk group that only a lazily used shared library (LAZY_SHARED) asks for. */
const lazySharedGroup = (group) => group.origins.length > 0 && group.origins.every((o) => LAZY_SHARED.has(sharedNameOf(o.module)));

/** A chunk the first render needs (preloaded by index.html): not main.js, not one loaded on demand. */
function isFirstLoadChunk(chunk) {
  if (chunk.canBeInitial()) return false;
  return ![...chunk.groupsIterable].every((g) => (g.name && LAZY_CHUNK_GROUPS.has(g.name)) || lazySharedGroup(g));
}

/**
 * The first render's scripts besides main.js in two files instead of one per shared library: the
 * libraries (React, styled-components, react-intl with its parser's stand-in, single-spa) and our code (the bootstrap chunk,
 * platform, design-system core). Each file is compressed on its own, so a dozen small files
 * compressed ~6 KiB (brotli) worse than these two; two, so that a change of our code leaves the
 * libraries' file cached. Chunks loaded on demand are left as they are.
 */
const FIRST_LOAD_CHUNKS = {
  firstLoadLibraries: { name: 'first-load-libraries', test: /[\\/]node_modules[\\/]|[\\/]tools[\\/]webpack[\\/]icu-parser-precompiled\.js$/, chunks: isFirstLoadChunk, enforce: true, priority: 20, reuseExistingChunk: false },
  firstLoadApp: { name: 'first-load-app', test: /[\\/](shell|platform|design-system)[\\/]src[\\/]/, chunks: isFirstLoadChunk, enforce: true, priority: 10, reuseExistingChunk: false },
};

/**
 * index.html preloads every script the first render needs besides main.js (the bootstrap chunk and
 * the shared libraries), so they download alongside main.js instead of after it.
 */
class PreloadChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const files = [];
        // The same modules in two chunks (a shared library's provided copy and its fallback): preload
        // one, the provided copy (what the runtime loads).
        const seen = new Set();
        const { chunkGraph } = compilation;
        const provided = (chunk) =>
          [...chunk.groupsIterable].some((g) => g.origins.some((o) => o.module && o.module.identifier().startsWith('provide module')));
        const ordered = [...compilation.chunks].sort((a, b) => Number(provided(b)) - Number(provided(a)) || String(a.id).localeCompare(String(b.id)));
        for (const chunk of ordered) {
          if (!isFirstLoadChunk(chunk)) continue; // main.js (already a <script defer>) or loaded on demand
          const modules = chunkGraph.getChunkModules(chunk).map((m) => m.identifier()).sort().join('\n');
          if (seen.has(modules)) continue;
          seen.add(modules);
          for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
        }
        for (const file of files.sort()) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
          );
        }
        return data;
      });
    });
  }
}

module.exports = (_env = {}, argv = {}) => {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  return {
    ...commonConfig(mode),
    mode,
    context: __dirname,
    entry: { main: './src/index.ts' },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      uniqueName: 'zaalplek_shell',
      filename: hashedFilename,
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
      chunkLoadTimeout: 120000, // spec section 9
    },
    optimization: { splitChunks: { cacheGroups: FIRST_LOAD_CHUNKS } },
    plugins: [
      new ModuleFederationPlugin({
        name: 'zaalplek_shell',
        remotes: {},
        shared: sharedFor(__dirname),
        experiments: federationExperiments('host', mode),
        runtimePlugins: provideRuntimePlugins(),
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      new ServiceWorkerPlugin(),
      new RouteTablePlugin(),
      new PreloadChunksPlugin(),
      ...sharedPlugins(mode),
    ],
    devServer: {
      port: Number(process.env.PORT) || 3000,
      historyApiFallback: true,
      hot: false,
      client: { overlay: false },
      proxy: [{ context: ['/api', '/mfe', '/mfe-manifest.json', '/releases'], target: API_TARGET, ws: true, changeOrigin: true }],
    },
  };
};

// Loaders and resolve settings shared by every webpack config (shell and MFEs).
// Workspace packages (@zaalplek/*) are symlinked to the top-level package folders and shipped as TS source,
// so anything outside node_modules after symlink resolution is compiled by swc.
const path = require('path');

const swcOptions = (mode) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2020',
    transform: {
      react: { runtime: 'automatic', development: mode !== 'production' },
    },
  },
});

/** Text assets the API serves as precompressed siblings (file.br, file.gz; api/src/static). */
const PRECOMPRESS = /\.(js|css|svg|json|txt|webmanifest)$/;

/**
 * Plugins every production build shares: brotli (quality 11) and gzip (level 9) copies of each
 * text asset over 1 KB that shrinks by at least 20 %. index.html is left out: the API fills it
 * in per request and compresses it then.
 */
function compressionPlugins(mode) {
  if (mode !== 'production') return [];
  const CompressionPlugin = require('compression-webpack-plugin');
  const zlib = require('zlib');
  const shared = { test: PRECOMPRESS, threshold: 1024, minRatio: 0.8 };
  return [
    new CompressionPlugin({
      ...shared,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({ ...shared, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/**
 * Date data: moment-timezone keeps only Europe/Amsterdam (the zone every time is shown in, spec
 * section 9) and moment only its nl locale (en is built in). Without these, every zone and every
 * locale (~1.4 MB) lands in each bundle that imports moment-timezone.
 */
function momentPlugins() {
  const MomentLocalesPlugin = require('moment-locales-webpack-plugin');
  const MomentTimezoneDataPlugin = require('moment-timezone-data-webpack-plugin');
  return [new MomentLocalesPlugin({ localesToKeep: ['nl'] }), new MomentTimezoneDataPlugin({ matchZones: 'Europe/Amsterdam' })];
}

/** The plugins every shell/MFE build adds to its own. */
function sharedPlugins(mode, { routeChunks = {} } = {}) {
  const { ModuleSizesPlugin } = require('./module-sizes-plugin');
  return [...momentPlugins(), ...compressionPlugins(mode), new ModuleSizesPlugin({ routeChunks })];
}

/** The message catalogs of every package: nl.json / en.json anywhere in its src/ (src/messages, shell/src/auth/messages, mfe-content's editor catalog). */
const MESSAGE_CATALOG = /[\\/]src[\\/](?:[^\\/]+[\\/])*(nl|en)\.json$/;

/**
 * react-intl formats the precompiled catalogs (precompile-messages-loader.js) without parsing, so its
 * ICU message parser is replaced by icu-parser-precompiled.js (plain texts only): ~6.5 KiB brotli
 * less on every first load.
 */
const ICU_PARSER = {
  '@formatjs/icu-messageformat-parser$': path.join(__dirname, 'icu-parser-precompiled.js'),
  // the full parser under a name of its own, loaded on demand only for the catalogs of an MFE release
  // built before the catalogs were precompiled (platform/src/icuCatalogs.ts)
  'zaalplek-full-icu-parser$': require.resolve('@formatjs/icu-messageformat-parser'),
};

function commonConfig(mode) {
  return {
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions(mode) },
        },
        // message catalogs arrive parsed: no ICU parser in the bundles (see ICU_PARSER below)
        { test: MESSAGE_CATALOG, exclude: /node_modules/, type: 'json', use: path.join(__dirname, 'precompile-messages-loader.js') },
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i,
          oneOf: [
            // `import url from './x.webp?url'`: always a file of its own (srcset, preload), never inlined
            { resourceQuery: /url/, type: 'asset/resource' },
            { type: 'asset' },
          ],
        },
      ],
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
      // react-router's package exports point at its development build only; production builds
      // take the production one (no dev warnings and checks).
      alias: {
        ...ICU_PARSER,
        ...(mode === 'production' ? { 'react-router$': path.resolve(__dirname, '../../node_modules/react-router/dist/production/index.mjs') } : {}),
      },
    },
    performance: { hints: false },
  };
}

module.exports = { commonConfig, compressionPlugins, momentPlugins, sharedPlugins, swcOptions, MESSAGE_CATALOG };

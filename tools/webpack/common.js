// Loaders and resolve settings shared by every webpack config (shell and MFEs).
// Workspace packages (@zaalplek/*) are symlinked to the top-level package folders and shipped as TS source,
// so anything outside node_modules after symlink resolution is compiled by swc.
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

function commonConfig(mode) {
  return {
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions(mode) },
        },
        {
          test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i,
          type: 'asset',
        },
      ],
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
    },
    performance: { hints: false },
  };
}

module.exports = { commonConfig, compressionPlugins, swcOptions };

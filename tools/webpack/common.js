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

module.exports = { commonConfig, swcOptions };

// Factory for the complete webpack config of one MFE (Module Federation remote).
// Usage in mfe-x/webpack.config.js:
//   module.exports = require('../tools/webpack/remote.config.js')(__dirname, { name: 'mfe_x', exposesFile: './src/mfe-x.tsx' });
// routeChunks (optional): { '<webpackChunkName of a page import()>': '<RegExp source on the path without locale>' },
// written to dist/.module-sizes.json: the API preloads that chunk's group on the pages whose path matches,
// so a page's code does not wait for the app to ask for it.
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationExperiments, sharedFor } = require('./shared');
const { commonConfig, sharedPlugins } = require('./common');
const { MfeVersionPlugin } = require('./mfe-version-plugin');

/** Dev-server ports when an MFE is served alone (`npm start -w @zaalplek/mfe-x`). */
const DEV_PORTS = {
  'mfe-content': 3001,
  'mfe-search': 3002,
  'mfe-booking': 3003,
  'mfe-host': 3004,
  'mfe-admin': 3005,
};

const API_TARGET = process.env.ZAALPLEK_API || 'http://localhost:8080';

/**
 * '[name].[contenthash:8].js', except while webpack hashes runtime modules (content hash not yet
 * known): @module-federation/enhanced 2.9.2 + webpack 5.111 then fails with "Path variable
 * [contenthash:8] not implemented" (module-federation/core#5077). Only the directory depth of
 * that early call is used, so '[name].js' is equivalent there.
 */
function hashedFilename(pathData) {
  const hash = pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return hash ? '[name].[contenthash:8].js' : '[name].js';
}

module.exports = function remoteConfig(dir, { name, exposesFile, routeChunks = {} }) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const pkg = require(path.join(dir, 'package.json'));
    const packageName = path.basename(dir);
    const version = process.env.MFE_VERSION || pkg.version;
    const outputDir = process.env.MFE_OUTPUT_DIR ? path.resolve(process.env.MFE_OUTPUT_DIR) : path.join(dir, 'dist');
    const common = commonConfig(mode);

    return {
      ...common,
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputDir,
        publicPath: 'auto',
        uniqueName: name,
        filename: hashedFilename,
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
        chunkLoadTimeout: 120000, // spec section 9: chunk load time-out 120 s
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { './app': exposesFile },
          shared: sharedFor(dir),
          experiments: federationExperiments('remote', mode),
          dts: false,
          manifest: false,
        }),
        new webpack.DefinePlugin({
          'process.env.MFE_VERSION': JSON.stringify(version),
          'process.env.MFE_NAME': JSON.stringify(packageName),
        }),
        new MfeVersionPlugin({ name, version }),
        // Only used when the MFE is served alone (dev server); the shell never loads it.
        new HtmlWebpackPlugin({
          templateContent: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${packageName}</title></head><body><main><div id="${packageName}"></div></main></body></html>`,
          chunks: ['main'],
        }),
        ...sharedPlugins(mode, { routeChunks }),
      ],
      devServer: {
        port: Number(process.env.PORT) || DEV_PORTS[packageName] || 3010,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
        },
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: false },
        proxy: [{ context: ['/api'], target: API_TARGET, ws: true, changeOrigin: true }],
      },
    };
  };
};

module.exports.DEV_PORTS = DEV_PORTS;
module.exports.hashedFilename = hashedFilename;

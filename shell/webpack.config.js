// Shell = single-spa root config + Module Federation host (no static remotes: they come from
// /mfe-manifest.json at run time). Output: shell/dist, served at / by the API.
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedFor } = require('../tools/webpack/shared');
const { commonConfig, compressionPlugins } = require('../tools/webpack/common');
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

module.exports = (env = {}, argv = {}) => {
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
    plugins: [
      new ModuleFederationPlugin({
        name: 'zaalplek_shell',
        remotes: {},
        shared: sharedFor(__dirname),
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      new ServiceWorkerPlugin(),
      ...compressionPlugins(mode),
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

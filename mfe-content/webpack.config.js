module.exports = require('../tools/webpack/remote.config.js')(__dirname, {
  name: 'mfe_content',
  exposesFile: './src/mfe-content.tsx',
  // every page but home renders from the content-pages chunk (src/App.tsx)
  routeChunks: { 'content-pages': '^/.' },
});

module.exports = require('../tools/webpack/remote.config.js')(__dirname, {
  name: 'mfe_search',
  exposesFile: './src/mfe-search.tsx',
  // the page chunks of src/features/routing/searchRoutes.tsx, preloaded by the API with the app
  routeChunks: { 'search-page': '^/search$', 'space-page': '^/space/' },
});

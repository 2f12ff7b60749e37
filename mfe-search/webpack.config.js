module.exports = require('../tools/webpack/remote.config.js')(__dirname, { name: 'mfe_search', exposesFile: './src/mfe-search.tsx' });

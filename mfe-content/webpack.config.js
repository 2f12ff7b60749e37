module.exports = require('../tools/webpack/remote.config.js')(__dirname, { name: 'mfe_content', exposesFile: './src/mfe-content.tsx' });

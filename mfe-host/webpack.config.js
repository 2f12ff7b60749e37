module.exports = require('../tools/webpack/remote.config.js')(__dirname, { name: 'mfe_host', exposesFile: './src/mfe-host.tsx' });

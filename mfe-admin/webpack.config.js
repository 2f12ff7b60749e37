module.exports = require('../tools/webpack/remote.config.js')(__dirname, { name: 'mfe_admin', exposesFile: './src/mfe-admin.tsx' });

module.exports = require('../tools/webpack/remote.config.js')(__dirname, { name: 'mfe_booking', exposesFile: './src/mfe-booking.tsx' });

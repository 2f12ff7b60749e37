module.exports = require('../tools/jest/web.config.js')(__dirname);

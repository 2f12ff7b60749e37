/** Runs a TypeScript file (and the src/ modules it imports) through @swc/core, no build needed: node bench/ts-run.cjs <file.ts> */
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename, sourceMaps: 'inline', jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require(path.resolve(process.argv[2]));

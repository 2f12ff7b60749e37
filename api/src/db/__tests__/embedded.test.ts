import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CHILD = path.resolve(__dirname, '../../test/db/embedded-child.js');

interface ChildResult { lines: Record<string, unknown>[]; code: number | null }

function run(dataDir: string, sql: string, env: Record<string, string> = {}): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, dataDir, 'sql', sql], { cwd: path.resolve(__dirname, '../../..'), env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`child failed (${code}): ${err}`));
      else resolve({ lines: out.trim().split('\n').map((l) => JSON.parse(l)), code });
    });
  });
}

/** Starts postgres in a child, then SIGKILLs the child: the postmaster is orphaned, like after a crash. */
function startAndCrash(dataDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, dataDir, 'hang'], { cwd: path.resolve(__dirname, '../../..') });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) {
        const { pid } = JSON.parse(out.split('\n')[0] as string) as { pid: number };
        child.once('exit', () => resolve(pid));
        child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const postgresOf = (dataDir: string) =>
  execFileSync('ps', ['-eo', 'args']).toString().split('\n').filter((l) => l.includes('postgres') && l.includes(dataDir) && !l.includes('embedded-child'));

describe('startEmbeddedPostgres', () => {
  let root: string;
  let dataDir: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-embedded-'));
    fs.chmodSync(root, 0o755);
    dataDir = path.join(root, 'pg');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('initialises a data dir, reuses it on the next start and leaves no process after stop()', async () => {
    const first = await run(dataDir, 'CREATE TABLE kept (id int); INSERT INTO kept VALUES (42);');
    expect(first.lines[1]).toEqual({ stopped: true });
    expect(alive(first.lines[0]?.pid as number)).toBe(false);
    const second = await run(dataDir, 'SELECT id FROM kept');
    expect(second.lines[0]?.rows).toEqual([{ id: 42 }]);
    expect(postgresOf(dataDir)).toEqual([]);
  });

  it('recovers from a crashed run: stops the orphaned postmaster and starts again', async () => {
    const orphan = await startAndCrash(dataDir);
    expect(alive(orphan)).toBe(true);
    const next = await run(dataDir, 'SELECT id FROM kept');
    expect(next.lines[0]?.rows).toEqual([{ id: 42 }]);
    expect(alive(orphan)).toBe(false);
    expect(postgresOf(dataDir)).toEqual([]);
  });

  it("connects through the server's Unix-domain socket when it has one (preferUnixSocket)", async () => {
    const viaSocket = await run(dataDir, 'SELECT inet_client_addr() AS addr, id FROM kept', { EMBEDDED_CHILD_SOCKET: '1' });
    const url = new URL(viaSocket.lines[0]?.url as string);
    expect(url.searchParams.get('host')).toMatch(/^\//);
    expect(fs.existsSync(path.join(url.searchParams.get('host')!, `.s.PGSQL.${String(viaSocket.lines[0]?.port)}`))).toBe(false); // stopped: socket gone
    expect(viaSocket.lines[0]?.rows).toEqual([{ addr: null, id: 42 }]); // no client address: not TCP
    const viaTcp = await run(dataDir, 'SELECT inet_client_addr() AS addr');
    expect(viaTcp.lines[0]?.rows).toEqual([{ addr: '127.0.0.1' }]);
  });

  it('removes a stale postmaster.pid whose process is gone', async () => {
    fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), `999999\n${dataDir}\n`);
    const next = await run(dataDir, 'SELECT 1 AS ok');
    expect(next.lines[0]?.rows).toEqual([{ ok: 1 }]);
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  });
});

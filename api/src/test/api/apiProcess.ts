/**
 * The API as a separate process (services/payments/crashChild.js: TypeScript compiled on the fly),
 * so a test or bench can kill it with SIGKILL and start it again on the same database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const CHILD = path.join(__dirname, '../../services/payments/crashChild.js');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Starts the API on `port`; resolves once it listens. */
export function startApiProcess(connectionString: string, port: number, jwtSecret: string, env: Record<string, string> = {}): Promise<{ url: string; proc: ChildProcess }> {
  const proc = spawn(process.execPath, [CHILD, connectionString, String(port), jwtSecret], {
    env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ url: (JSON.parse(line) as { url: string }).url, proc });
    });
    proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    proc.on('exit', (code, signal) => reject(new Error(`API process ended (${code ?? signal}): ${err.slice(-2000)}`)));
  });
}

/** SIGKILL, resolved once the process is gone. */
export const killProcess = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });

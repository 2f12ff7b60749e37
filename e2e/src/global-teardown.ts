// Stops the server started by global-setup.ts with SIGTERM and waits for it (it stops its
// embedded PostgreSQL on the way out). A server that does not stop in time is killed with
// its whole process group, postgres included. The temporary dirs are removed afterwards
// (kept when ZAALPLEK_E2E_KEEP=1, for debugging).
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__ZAALPLEK_E2E_OIDC__?.stop();
  const server = globalThis.__ZAALPLEK_E2E_SERVER__;
  if (!server) return;
  const { child, exited, tempDir, dataDir } = server;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(false), 60_000))),
    ]);
    clearTimeout(timer);
    if (!stopped) {
      process.stderr.write('[e2e] server did not stop within 60 s after SIGTERM: killing its process group\n');
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    }
  }
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    process.stderr.write(`[e2e] warning: ${dataDir}/postmaster.pid still exists after the server stopped\n`);
  }
  if (process.env.ZAALPLEK_E2E_KEEP !== '1') rmSync(tempDir, { recursive: true, force: true });
}

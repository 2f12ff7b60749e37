import fs from 'node:fs';
import path from 'node:path';
import Koa from 'koa';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from './security';

async function cspOf(production: boolean): Promise<string> {
  const app = new Koa();
  app.use(securityHeaders({ production }));
  app.use((ctx) => {
    ctx.body = 'ok';
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return res.headers.get('content-security-policy') ?? '';
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  test('outside production a remote served by a local dev server may load and call the API', async () => {
    const csp = await cspOf(false);
    expect(directive(csp, 'script-src')).toContain('http://localhost:*');
    expect(directive(csp, 'connect-src')).toContain('http://localhost:*');
  });

  test('in production only the own origin serves scripts', async () => {
    const csp = await cspOf(true);
    expect(directive(csp, 'script-src')).not.toContain('localhost');
    expect(directive(csp, 'script-src')).not.toContain('unsafe-eval');
    expect(directive(csp, 'connect-src')).not.toContain('localhost');
  });

  test('scripts never run inline, in production or not', async () => {
    for (const production of [true, false]) {
      const scripts = directive(await cspOf(production), 'script-src');
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).toContain("'self'");
    }
  });

  test('the shell page has no inline script the policy would block', () => {
    const shell = path.resolve(__dirname, '../../../shell');
    for (const file of [path.join(shell, 'src/index.html'), path.join(shell, 'dist/index.html')].filter((f) => fs.existsSync(f))) {
      const tags = fs.readFileSync(file, 'utf8').match(/<script\b[^>]*>/gi) ?? [];
      for (const tag of tags) expect(tag).toMatch(/\ssrc=/i);
    }
  });
});

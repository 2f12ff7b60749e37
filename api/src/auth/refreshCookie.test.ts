import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { setRefreshCookie } from './refreshCookie';

async function setCookieOf(production: boolean): Promise<string> {
  const app = new Koa();
  app.use((ctx) => {
    setRefreshCookie(ctx as never, 'tok', production);
    ctx.body = 'ok';
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return res.headers.get('set-cookie') ?? '';
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
}

test('the refresh cookie is Secure in production (also behind a proxy that ends TLS), not on plain local http', async () => {
  expect(await setCookieOf(true)).toMatch(/zaalplek_refresh=tok;.*secure/i);
  expect(await setCookieOf(false)).not.toMatch(/secure/i);
  expect(await setCookieOf(false)).toMatch(/httponly/i);
});

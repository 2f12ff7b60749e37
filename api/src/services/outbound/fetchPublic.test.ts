/** fetchPublic against real local servers: loopback refused by default, redirects re-checked, caps. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchPublic, OutgoingFetchError, outgoingPolicy } from './fetchPublic';

let server: http.Server;
let base = '';
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url!);
    const u = new URL(req.url!, 'http://x');
    if (u.pathname === '/ok') return res.end('BEGIN:VCALENDAR');
    if (u.pathname === '/to') {
      res.writeHead(302, { Location: u.searchParams.get('u')! });
      return res.end();
    }
    if (u.pathname === '/loop') {
      res.writeHead(301, { Location: `/loop?n=${Number(u.searchParams.get('n') ?? 0) + 1}` });
      return res.end();
    }
    if (u.pathname === '/big') {
      res.write('x'.repeat(600));
      return res.end('x'.repeat(600));
    }
    if (u.pathname === '/slow') return; // never answers
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const opts = { timeoutMs: 2000, maxBytes: 1000 };
const loopbackOk = { ...opts, policy: { allowLoopback: true } };
const failure = async (p: Promise<unknown>) => {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(OutgoingFetchError);
  return (e as OutgoingFetchError).detail;
};

describe('fetchPublic', () => {
  it('refuses loopback by default: literal, IPv4-mapped IPv6, and a name resolving to it', async () => {
    hits.length = 0;
    const port = (server.address() as AddressInfo).port;
    expect(await failure(fetchPublic(`${base}/ok`, { ...opts, policy: {} }))).toMatch(/not allowed/);
    expect(await failure(fetchPublic(`http://[::ffff:127.0.0.1]:${port}/ok`, { ...opts, policy: {} }))).toMatch(/not allowed/);
    expect(await failure(fetchPublic(`http://localhost:${port}/ok`, { ...opts, policy: {} }))).toMatch(/not allowed/);
    expect(await failure(fetchPublic(`http://2130706433:${port}/ok`, { ...opts, policy: {} }))).toMatch(/not allowed/);
    expect(hits).toEqual([]); // nothing reached the server
  });

  it('the default policy has no allowance, and the allowance is ignored in production', () => {
    expect(outgoingPolicy({})).toEqual({ allowLoopback: false });
    expect(outgoingPolicy({ ZAALPLEK_FETCH_ALLOW_LOOPBACK: '1' })).toEqual({ allowLoopback: true });
    expect(outgoingPolicy({ ZAALPLEK_FETCH_ALLOW_LOOPBACK: '1', NODE_ENV: 'production' })).toEqual({ allowLoopback: false });
  });

  it('only http and https', async () => {
    for (const u of ['file:///etc/passwd', 'ftp://example.com/x', 'gopher://127.0.0.1:70/', 'data:text/plain,hi']) {
      expect(await failure(fetchPublic(u, loopbackOk))).toMatch(/protocol/);
    }
  });

  it('with the test allowance a loopback server answers', async () => {
    expect(await fetchPublic(`${base}/ok`, loopbackOk)).toMatchObject({ status: 200, body: 'BEGIN:VCALENDAR' });
  });

  it('checks every redirect target again', async () => {
    for (const target of ['http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'http://[fd00:ec2::254]/', 'http://100.64.1.1/', 'file:///etc/passwd']) {
      expect(await failure(fetchPublic(`${base}/to?u=${encodeURIComponent(target)}`, loopbackOk))).toMatch(/not allowed|protocol/);
    }
    expect(await fetchPublic(`${base}/to?u=${encodeURIComponent('/ok')}`, loopbackOk)).toMatchObject({ status: 200, body: 'BEGIN:VCALENDAR' });
  });

  it('follows at most 3 redirects', async () => {
    hits.length = 0;
    expect(await failure(fetchPublic(`${base}/loop`, loopbackOk))).toMatch(/more than 3 redirects/);
    expect(hits).toHaveLength(4);
  });

  it('caps the size and the time', async () => {
    expect(await failure(fetchPublic(`${base}/big`, loopbackOk))).toMatch(/too large/);
    const t0 = Date.now();
    expect(await failure(fetchPublic(`${base}/slow`, { ...loopbackOk, timeoutMs: 300 }))).toMatch(/timeout/);
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});

/** The server over HTTPS: HTTP/2 for browsers, HTTP/1.1 on the same port, graphql-ws over wss. */
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { generate } from 'selfsigned';
import WebSocket from 'ws';
import { tlsFilesFromEnv } from './listener';
import { startServer, type RunningServer } from './server';
import { createTestDatabase, type TestDatabase } from './test/db/createTestDatabase';

let dir: string;
let cert: string;
let db: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaalplek-tls-'));
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }],
  });
  cert = pems.cert;
  fs.writeFileSync(path.join(dir, 'cert.pem'), pems.cert);
  fs.writeFileSync(path.join(dir, 'key.pem'), pems.private);
  db = await createTestDatabase();
  server = await startTlsServer(path.join(dir, 'cert.pem'));
}, 60_000);

/** The whole server on a free port over the test database, with this certificate file and the run's key. */
function startTlsServer(certFile: string): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    database: { knex: db.knex, connectionString: db.connectionString },
    config: { root: '/nonexistent-root' },
    tls: { cert: certFile, key: path.join(dir, 'key.pem') },
    log: () => undefined,
  });
}

afterAll(async () => {
  await server?.stop();
  await db?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One request over an HTTP/2 session: status, headers and body. */
function h2Request(headers: http2.OutgoingHttpHeaders, body?: string) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${server.port}`, { ca: cert, servername: 'localhost' });
    session.on('error', reject);
    const req = session.request(headers);
    const chunks: Buffer[] = [];
    let head: http2.IncomingHttpHeaders = {};
    req.on('response', (h) => (head = h));
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      session.close();
      resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) });
    });
    req.on('error', reject);
    req.end(body);
  });
}

test('the server says it serves https', () => {
  expect(server.url).toBe(`https://localhost:${server.port}`);
});

test('answers GraphQL over HTTP/2', async () => {
  const query = JSON.stringify({ query: '{ _health }' });
  const res = await h2Request({ ':method': 'POST', ':path': '/api/graphql/public', 'content-type': 'application/json' }, query);
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body.toString())).toEqual({ data: { _health: true } });
});

test('an HTTP/1.1 client gets the same answers on the same port', async () => {
  const res = await new Promise<{ status: number; body: string; version: string }>((resolve, reject) => {
    https
      .get(`https://127.0.0.1:${server.port}/api/health`, { ca: cert, servername: 'localhost' }, (r) => {
        let body = '';
        r.on('data', (c) => (body += c));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body, version: r.httpVersion }));
      })
      .on('error', reject);
  });
  expect(res.version).toBe('1.1');
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' });
});

test('graphql-ws works over wss (HTTP/1.1 upgrade on the TLS port)', async () => {
  class TrustingWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { ca: cert });
    }
  }
  const client = createClient({ url: `wss://127.0.0.1:${server.port}/api/graphql/ws`, webSocketImpl: TrustingWebSocket, retryAttempts: 0 });
  try {
    const result = await new Promise<unknown>((resolve, reject) => {
      let value: unknown;
      client.subscribe({ query: '{ _health }' }, { next: (v) => (value = v), error: reject, complete: () => resolve(value) });
    });
    expect(result).toEqual({ data: { _health: true } });
  } finally {
    await client.dispose();
  }
});

test('certificate settings: both files or neither, and unreadable files are named', async () => {
  expect(tlsFilesFromEnv({})).toBeNull();
  expect(tlsFilesFromEnv({ ZAALPLEK_TLS_CERT: '/a.pem', ZAALPLEK_TLS_KEY: '/b.pem' })).toEqual({ cert: '/a.pem', key: '/b.pem' });
  expect(() => tlsFilesFromEnv({ ZAALPLEK_TLS_CERT: '/a.pem' })).toThrow('ZAALPLEK_TLS_CERT and ZAALPLEK_TLS_KEY are set together');
  await expect(startTlsServer(path.join(dir, 'missing.pem'))).rejects.toThrow(`cannot read the TLS certificate ${path.join(dir, 'missing.pem')}`);
});

/**
 * The server's socket: plain HTTP/1.1, or HTTPS with HTTP/2 when a certificate is configured
 * (ZAALPLEK_TLS_CERT and ZAALPLEK_TLS_KEY, PEM files). Over HTTP/2 a phone fetches the page's
 * scripts, photos and GraphQL answers side by side on one connection instead of queueing them on
 * six; clients without HTTP/2 and WebSocket upgrades (graphql-ws) get HTTP/1.1 on the same port.
 */
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { Socket } from 'node:net';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface TlsFiles {
  cert: string;
  key: string;
}

export interface Listener {
  /** what graphql-ws attaches to ('upgrade' events of HTTP/1.1 connections) */
  server: http.Server;
  scheme: 'http' | 'https';
  /** closes the listener and every open connection */
  close(): Promise<void>;
}

/** The certificate files from the environment: both or neither. */
export function tlsFilesFromEnv(env: NodeJS.ProcessEnv = process.env): TlsFiles | null {
  const cert = env.ZAALPLEK_TLS_CERT?.trim();
  const key = env.ZAALPLEK_TLS_KEY?.trim();
  if (!cert && !key) return null;
  if (!cert || !key) throw new Error('ZAALPLEK_TLS_CERT and ZAALPLEK_TLS_KEY are set together (PEM files of the certificate and its key)');
  return { cert, key };
}

function readPem(file: string, what: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (err) {
    throw new Error(`cannot read the TLS ${what} ${file}: ${(err as Error).message}`);
  }
}

export function createListener(handler: Handler, tls: TlsFiles | null): Listener {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  let server: http.Server;
  if (tls) {
    const secure = http2.createSecureServer(
      { cert: readPem(tls.cert, 'certificate'), key: readPem(tls.key, 'key'), allowHTTP1: true },
      // Koa's callback reads and writes through the compatibility API of both protocols
      handler as unknown as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void,
    );
    secure.on('secureConnection', track);
    // the HTTP/1.1 fallback shares http.Server's 'upgrade' event (graphql-ws)
    server = secure as unknown as http.Server;
  } else {
    server = http.createServer(handler);
    server.keepAliveTimeout = 5000;
    server.on('connection', track);
  }
  return {
    server,
    scheme: tls ? 'https' : 'http',
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

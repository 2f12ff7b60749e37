/**
 * GET of a URL a user chose (an ICS calendar link), or a POST to a configured gateway (SMS), safe against
 * server-side request forgery:
 * http(s) only; every address the host name resolves to must be public (domain/net/publicAddress),
 * checked in the socket's own DNS lookup so a second answer cannot swap in a private address;
 * redirects are followed by hand (at most MAX_REDIRECTS) and each target is checked again;
 * one deadline for the whole exchange and a byte cap on the body. Every failure is an
 * OutgoingFetchError whose `detail` is for the server log only: callers show one generic message.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isAllowedAddress, literalAddress, type AddressPolicy } from '../../domain/net/publicAddress';

export const MAX_REDIRECTS = 3;

export class OutgoingFetchError extends Error {
  constructor(readonly detail: string) {
    super('outgoing_fetch_failed');
    this.name = 'OutgoingFetchError';
  }
}

export interface FetchPublicOptions {
  timeoutMs: number;
  maxBytes: number;
  accept?: string;
  maxRedirects?: number;
  policy?: AddressPolicy;
  /** POST sends `body` once and never follows a redirect (a 3xx is an error); default GET */
  method?: 'GET' | 'POST';
  body?: string;
  /** extra request headers (e.g. Authorization, Content-Type of a POST) */
  headers?: Record<string, string>;
  /** the User-Agent; default the calendar import's */
  userAgent?: string;
}

export interface FetchPublicResult {
  status: number;
  url: string;
  body: string;
}

/**
 * ZAALPLEK_FETCH_ALLOW_LOOPBACK=1 lets tests and e2e fetch from a server on 127.0.0.1; never in
 * production (readConfig refuses to start with it there, and it is ignored here as well).
 */
export function outgoingPolicy(env: NodeJS.ProcessEnv = process.env): AddressPolicy {
  return { allowLoopback: env.NODE_ENV !== 'production' && env.ZAALPLEK_FETCH_ALLOW_LOOPBACK === '1' };
}

/** net's lookup, refusing the connection when any address of the name is not allowed. */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((a) => !isAllowedAddress(a.address, policy));
      if (list.length === 0 || refused) {
        return callback(Object.assign(new Error(`address not allowed: ${hostname} -> ${refused?.address ?? 'none'}`), { code: 'EADDRNOTALLOWED' }));
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  }) as LookupFunction;
}

function checkUrl(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutgoingFetchError(`not a URL: ${raw.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutgoingFetchError(`protocol ${url.protocol}`);
  const literal = literalAddress(url.hostname);
  if (literal !== null && !isAllowedAddress(literal, policy)) throw new OutgoingFetchError(`address not allowed: ${literal}`);
  return url;
}

function getOnce(url: URL, opts: FetchPublicOptions, policy: AddressPolicy, signal: AbortSignal): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const mod = url.protocol === 'https:' ? https : http;
    const body = opts.method === 'POST' ? Buffer.from(opts.body ?? '', 'utf8') : null;
    const req = mod.request(url, {
      method: opts.method ?? 'GET',
      agent: false,
      lookup: guardedLookup(policy),
      signal,
      headers: {
        Accept: opts.accept ?? '*/*', 'User-Agent': opts.userAgent ?? 'Zaalplek calendar import', ...opts.headers,
        ...(body ? { 'Content-Length': String(body.length) } : {}),
      },
    }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        resolve({ status, location: res.headers.location, body: '' });
        return;
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > opts.maxBytes) {
        res.destroy();
        reject(new OutgoingFetchError(`too large: ${declared} bytes declared`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) {
          res.destroy();
          reject(new OutgoingFetchError(`too large: over ${opts.maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (e) => reject(new OutgoingFetchError(`read: ${e.message}`)));
      res.on('close', () => reject(new OutgoingFetchError('connection closed before the end'))); // no-op after 'end'
    });
    req.on('error', (e) => reject(e instanceof OutgoingFetchError ? e : new OutgoingFetchError(`request: ${e.message}`)));
    req.end(body ?? undefined);
  });
}

export async function fetchPublic(rawUrl: string, opts: FetchPublicOptions): Promise<FetchPublicResult> {
  const policy = opts.policy ?? outgoingPolicy();
  const maxRedirects = opts.maxRedirects ?? MAX_REDIRECTS;
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let url = checkUrl(rawUrl, policy);
  for (let hop = 0; ; hop++) {
    let res;
    try {
      res = await getOnce(url, opts, policy, signal);
    } catch (e) {
      if (signal.aborted) throw new OutgoingFetchError(`timeout after ${opts.timeoutMs} ms`);
      throw e instanceof OutgoingFetchError ? e : new OutgoingFetchError(String(e));
    }
    if (res.location === undefined) return { status: res.status, url: url.toString(), body: res.body };
    if (opts.method === 'POST') throw new OutgoingFetchError(`POST answered with a redirect (${res.status})`);
    if (hop >= maxRedirects) throw new OutgoingFetchError(`more than ${maxRedirects} redirects`);
    let next: string;
    try {
      next = new URL(res.location, url).toString();
    } catch {
      throw new OutgoingFetchError('bad redirect location');
    }
    url = checkUrl(next, policy);
  }
}

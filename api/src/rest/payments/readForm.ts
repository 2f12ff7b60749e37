/** Reads a small urlencoded (or JSON) body that the JSON body parser left alone. */
import type { AppContext } from '../../types';

const LIMIT = 16 * 1024;

export async function readForm(ctx: AppContext): Promise<Record<string, string>> {
  const parsed = (ctx.request as unknown as { body?: unknown }).body;
  if (parsed && typeof parsed === 'object' && Object.keys(parsed).length) {
    return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : String(v ?? '')]));
  }
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > LIMIT) break;
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (ctx.is('application/json')) {
    try {
      const json = JSON.parse(raw) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v ?? '')]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

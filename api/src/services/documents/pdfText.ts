/**
 * The text a pdfkit PDF shows (standard fonts: WinAnsi hex strings in TJ operators, Flate
 * streams). Enough to check what a generated document says, in tests and in the dev tools.
 */
import zlib from 'node:zlib';

const WIN_ANSI_EXTRA: Record<number, string> = { 0x80: '€', 0x96: '–', 0x97: '—', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”' };

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const b = Number.parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI_EXTRA[b] ?? String.fromCharCode(b);
  }
  return out;
}

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamRe = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const tj of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g)) {
      lines.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1]!)).join(''));
    }
    streamRe.lastIndex = end;
  }
  return lines.join('\n');
}

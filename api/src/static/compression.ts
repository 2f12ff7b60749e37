/**
 * On-the-fly compression of text responses over 1 KB (HTML, JSON of GraphQL and REST, JS/CSS/SVG
 * without a precompressed sibling). Files the build precompressed (.br/.gz, see
 * tools/webpack/common.js) are sent as they are by koa-send: a response that already has a
 * Content-Encoding is left alone, and so are images (not compressible). Every response varies on
 * Accept-Encoding. Which types count as text is koa-compress's default (the compressible list).
 */
import zlib from 'node:zlib';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

export const COMPRESS_THRESHOLD = 1024;

export function compressionMiddleware(): Middleware {
  return compress({
    threshold: COMPRESS_THRESHOLD,
    // Brotli quality 5 and gzip level 6: a few ms for a typical GraphQL answer.
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false, // the same encodings as the precompressed files, whichever Node runs
  });
}

// The client's files compressed once, when they are built, and served as they are: Brotli at its highest quality is
// too slow to run per request but sends MapLibre's 1 MB in 237 KB where gzip -6 sends 290 KB, a third of a second on
// Slow 4G for /map's first view (issue 13, point 5). A file without its compressed copies, or a client that takes
// neither, falls through to express.static and compression() as before.

import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler, Response } from 'express';

/** What is worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this a response fits its first packets either way. */
const MIN_BYTES = 1024;

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Writes `<file>.br` and `<file>.gz` beside each compressible file named (paths relative to dir); returns how many. */
export async function precompressFiles(dir: string, files: readonly string[]): Promise<number> {
  let written = 0;
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(dir, file);
    const bytes = await readFile(full);
    if (bytes.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    await writeFile(`${full}.br`, brotli);
    await writeFile(`${full}.gz`, gzipSync(bytes, { level: 9 }));
    written += 1;
  }
  return written;
}

/**
 * Answers a GET or HEAD for a built file from its precompressed copy when the client accepts that encoding (Brotli
 * first). Headers other than the encoding's are left to `setHeaders`, as express.static would set them.
 */
export function servePrecompressed(dir: string, setHeaders: (res: Response, filePath: string) => void): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const filePath = path.join(root, relative);
    if (!filePath.startsWith(root + path.sep)) return next();
    const encoding = ENCODINGS.find(({ name }) => req.acceptsEncodings(name) === name);
    if (!encoding) return next();
    void stat(`${filePath}${encoding.suffix}`).then(
      (found) => {
        if (!found.isFile()) return next();
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Content-Encoding', encoding.name);
        res.type(path.extname(filePath));
        setHeaders(res, filePath);
        res.sendFile(`${filePath}${encoding.suffix}`, { dotfiles: 'deny' }, (error?: Error) => {
          if (!error || res.headersSent) return;
          // Gone since it was found (a build replacing dist/): the plain file answers, as without a copy.
          for (const header of ['Vary', 'Content-Encoding', 'Content-Type', 'Cache-Control']) res.removeHeader(header);
          next();
        });
      },
      () => next(),
    );
  };
}

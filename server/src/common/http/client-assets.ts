import { existsSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/**
 * Files under client/dist/assets have a content hash in their names (a release gives them new
 * names), so browsers may keep them for a year without asking again. Everything else (the SPA
 * shell index.html, the favicon) is revalidated on each visit, so a release is seen at once.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const COMPRESSED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const isAsset = (path: string) => path.split(sep).includes('assets');

/** serve-static's setHeaders for the built client (also applied to the SPA fallback). */
export function clientCacheHeaders(res: Response, path: string): void {
  res.setHeader('Cache-Control', isAsset(path) ? IMMUTABLE : REVALIDATE);
  if (COMPRESSED_TYPES[extname(path)]) res.setHeader('Vary', 'Accept-Encoding');
}

/**
 * Sends the build's precompressed copy (x.js.br, x.js.gz: client/vite.config.ts writes them)
 * of a script, stylesheet or SVG under /assets to a browser that accepts it; anything else goes
 * on to the static files as they are.
 */
export function precompressedClientAssets(root: string) {
  const assetsDir = resolve(root, 'assets');
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/assets/')) return next();
    const type = COMPRESSED_TYPES[extname(req.path)];
    if (!type) return next();
    let file: string;
    try {
      file = resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    if (!file.startsWith(assetsDir + sep)) return next();
    // Brotli when accepted at all (browsers list it after gzip, at the same weight): smaller.
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : undefined;
    const suffix = encoding === 'br' ? '.br' : '.gz';
    if (!encoding || !existsSync(file + suffix)) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.sendFile(join(file + suffix), { maxAge: '1y', immutable: true }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}

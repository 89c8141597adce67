import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { decodedPath } from './request-limits';

/**
 * The URL paths of the files the build put at the root of the client folder (`/favicon.svg`, `/demo/…`), without
 * `assets/` (served on its own), dotfiles (never served) and the precompressed `.br`/`.gz` twins. Read once at start:
 * the folder is the build's output and does not change while the server runs.
 */
export function publicFilePaths(clientDir: string): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string, urlPrefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) {
        if (urlPrefix === '' && entry.name === 'assets') continue;
        walk(path.join(dir, entry.name), `${urlPrefix}/${entry.name}`);
      } else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) {
        paths.add(`${urlPrefix}/${entry.name}`);
      }
    }
  };
  walk(clientDir, '');
  return paths;
}

/**
 * Serves the client folder's root files (precompressed twins first, cached for an hour). Only a path the build holds
 * a file for reaches the file server: any other request (every page) goes on without a filesystem lookup that would
 * find nothing (3% of a small page's CPU, docs/decisions/061).
 */
export function publicFileServer(clientDir: string): RequestHandler {
  const files = publicFilePaths(clientDir);
  const serve = expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { maxAge: '1h' },
  });
  return (req, res, next) => {
    const file = decodedPath(req.path);
    if (file !== null && files.has(file)) serve(req, res, next);
    else next();
  };
}

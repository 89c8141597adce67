import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFilePaths, publicFileServer } from '../../server/public-files';

// The client folder's root files (server/public-files.ts): served as before, while every other request (a page) goes
// on to the app without touching the filesystem.

const logo = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
let dir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gf-public-'));
  mkdirSync(path.join(dir, 'demo', 'emberfall'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'favicon.svg'), logo);
  writeFileSync(path.join(dir, 'demo', 'emberfall', 'logo mark.svg'), logo);
  writeFileSync(path.join(dir, 'demo', 'emberfall', 'logo mark.svg.br'), brotliCompressSync(logo));
  writeFileSync(path.join(dir, 'assets', 'entry-abc.js'), 'export {}');
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  const app = express();
  app.use(publicFileServer(dir));
  app.use((req, res) => {
    res.type('text/plain').send(`page ${req.path}`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('the client folder’s root files', () => {
  it('lists the files a browser may ask for, without assets, dotfiles and compressed twins', () => {
    expect([...publicFilePaths(dir)].toSorted()).toEqual(['/demo/emberfall/logo mark.svg', '/favicon.svg']);
  });

  it('serves a file, its brotli twin to a browser that takes brotli, and decodes the address', async () => {
    const favicon = await fetch(`${origin}/favicon.svg`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await favicon.text()).toBe(logo);
    const compressed = await fetch(`${origin}/demo/emberfall/logo%20mark.svg`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe(logo);
  });

  it('passes every other request on to the app: pages, missing files, dotfiles and undecodable addresses', async () => {
    for (const address of [
      '/emberfall',
      '/demo/emberfall/missing.svg',
      '/.vite/manifest.json',
      '/assets/entry-abc.js',
      '/%E0%A4%A',
    ]) {
      const answer = await fetch(`${origin}${address}`);
      expect(`${address} ${answer.status} ${await answer.text()}`).toMatch(
        new RegExp(`^${address.replace(/[.%]/g, '\\$&')} 200 page `),
      );
    }
  });
});

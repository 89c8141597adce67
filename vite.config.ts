import { readdirSync } from 'node:fs';
import emotionHash from '@emotion/hash';
import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';
import tsconfigPaths from 'vite-tsconfig-paths';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

type ManualChunkMeta = Parameters<Rollup.GetManualChunk>[1];

// React and Remix in one chunk of their own (every page's floor); app code is grouped by who needs it (below).
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//;
/** Rollup's CommonJS interop helpers: React needs them, so they load with it (any chunk may import them). */
const COMMONJS_HELPERS = '\0commonjsHelpers.js';
const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/)/;

/** True when `id` is `entry` or `entry` imports it through static imports only (code behind import() stays out). */
function staticallyImportedBy(id: string, entry: RegExp, meta: ManualChunkMeta): boolean {
  if (entry.test(id)) return true;
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const importer of meta.getModuleInfo(current)?.importers ?? []) {
      if (entry.test(importer)) return true;
      queue.push(importer);
    }
  }
  return false;
}

/**
 * True for a module only framework modules import, directly or through other such modules: Rollup's CommonJS
 * helpers (React is CommonJS), Remix's own dependencies (`cookie`, `set-cookie-parser`). Left to the app chunks,
 * framework would import app-shell while app-shell imports framework (Rollup's "Circular chunk" warning), and
 * each chunk would wait for the other before it could run.
 */
function onlyImportedByFramework(id: string, meta: ManualChunkMeta, seen = new Set<string>()): boolean {
  if (seen.has(id)) return true;
  seen.add(id);
  const importers = meta.getModuleInfo(id)?.importers ?? [];
  return (
    importers.length > 0 &&
    importers.every((importer) => FRAMEWORK.test(importer) || onlyImportedByFramework(importer, meta, seen))
  );
}

/**
 * Fewer, larger chunks for what every storefront page loads anyway: gzip compresses one stream better than ten,
 * and each chunk costs a request. Only modules the root or the storefront import statically are grouped, so
 * lazily loaded code (menus, toasts, tracking) keeps its own chunks. See docs/decisions/011-storefront-renderer.md.
 */
function clientChunk(id: string, meta: ManualChunkMeta): string | undefined {
  if (FRAMEWORK.test(id) || id === COMMONJS_HELPERS || onlyImportedByFramework(id, meta)) return 'framework';
  if (ROUTE_MODULE.test(id)) return undefined;
  if (staticallyImportedBy(id, /\/app\/root\.tsx$/, meta)) return 'app-shell';
  if (staticallyImportedBy(id, /\/app\/shop\/storefront(-meta)?\.tsx?$/, meta)) return 'storefront';
  return undefined;
}

/**
 * Short class names (docs/decisions/059): vanilla-extract names a class `<file hash, 7 chars><counter>`
 * (`_1dexszf0`); here it is `Z<file number, 2 chars><counter>` (`Z0a0`). Files are numbered in the sorted list of
 * `app/**\/*.css.ts`, the same for the client and the server build. Default names are lower case, so a name starting
 * with `Z` never meets one: a file missing from the list (created while `--dev` runs) keeps its default name.
 */
const styleFiles = readdirSync('app', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css.ts'))
  .map((file) => `app/${file.split('\\').join('/')}`)
  .sort();
const OWN_PACKAGE = 'gamefront';
const styleFileNumbers = new Map(styleFiles.map((file, index) => [file, index.toString(36).padStart(2, '0')]));
function shortIdentifier({ hash, filePath, packageName }: { hash: string; filePath: string; packageName?: string }) {
  // Our own files carry our package's name; a dependency's styles keep their names.
  const number = packageName === OWN_PACKAGE ? styleFileNumbers.get(filePath) : undefined;
  if (number === undefined) return hash.match(/^[0-9]/) ? `_${hash}` : hash;
  // vanilla-extract's hash is the file scope's hash (of package name and path) followed by the counter.
  const counter = hash.slice(emotionHash(`${packageName}${filePath}`).length);
  return `Z${number}${counter}`;
}

export default defineConfig(({ isSsrBuild }) => ({
  server: { host: '127.0.0.1' },
  build: isSsrBuild
    ? {}
    : {
        // terser's output is ~4 kB gzip smaller than esbuild's on a storefront's first load (bench:first-load).
        minify: 'terser' as const,
        terserOptions: { module: true, compress: { passes: 3 }, format: { comments: false } },
        rollupOptions: { output: { manualChunks: clientChunk } },
      },
  plugins: [
    remix({
      // A separate build folder lets two builds run side by side (parallel test runs); `build` by default.
      buildDirectory: process.env.BUILD_DIR ?? 'build',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
    // `*.css.ts` files run at build time and become a static style sheet (docs/decisions/028).
    vanillaExtractPlugin({ identifiers: shortIdentifier }),
    // Static assets are served precompressed (see docs/decisions/005-static-assets.md).
    compression({ algorithms: ['gzip', 'brotliCompress'], include: /\.(js|css|svg|json|woff2?)$/ }),
  ],
}));

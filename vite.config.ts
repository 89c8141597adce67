import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import tsconfigPaths from 'vite-tsconfig-paths';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { host: '127.0.0.1' },
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
    // Static assets are served precompressed (see docs/decisions/005-static-assets.md).
    compression({ algorithms: ['gzip', 'brotliCompress'], include: /\.(js|css|svg|json|woff2?)$/ }),
  ],
});

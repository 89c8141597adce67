// The comparison app: Remix 2.17's default setup (Vite plugin, no extra plugins), built by bench/ssr.ts in the same run.
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    remix({
      buildDirectory: process.env.BENCH_DEFAULT_BUILD_DIR ?? 'build',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});

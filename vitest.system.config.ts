import { defineConfig } from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// System tests (tests/system): real server processes of the built app, killed, restarted and fuzzed. One file at a
// time: each starts servers and loads the machine on its own. Run after `npm run build`.
export default defineConfig({
  plugins: [tsconfigPaths(), vanillaExtractPlugin()],
  test: {
    include: ['tests/system/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest-system.json' }]] : ['default'],
  },
});

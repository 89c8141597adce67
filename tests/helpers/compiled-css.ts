import path from 'node:path';
import { createCompiler } from '@vanilla-extract/compiler';
import tsconfigPaths from 'vite-tsconfig-paths';

/**
 * The CSS the build makes of `*.css.ts` files (and what they import), compiled as the Vite plugin compiles it, so
 * a test can check the rules a browser receives.
 */
export async function compiledCss(...files: string[]): Promise<string> {
  const compiler = createCompiler({
    root: process.cwd(),
    enableFileWatcher: false,
    identifiers: 'debug',
    viteConfig: { plugins: [tsconfigPaths()] },
  });
  try {
    for (const file of files) await compiler.processVanillaFile(path.resolve(file), { outputCss: true });
    return compiler.getAllCss();
  } finally {
    await compiler.close();
  }
}

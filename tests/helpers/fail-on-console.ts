import { afterEach, beforeEach, vi } from 'vitest';

// A console.error in a test means something went wrong that no assertion caught (Epic Stack's rule).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

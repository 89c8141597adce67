import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportBrowserError } from '../../app/lib/report-browser-error';

// A report made as a page goes away (a component's failed load answered after the test's or the tab's window is
// gone) must end quietly: an unhandled rejection there failed a whole test run.

const unhandled: unknown[] = [];
const remember = (reason: unknown) => unhandled.push(reason);

afterEach(() => {
  process.off('unhandledRejection', remember);
  unhandled.length = 0;
});

describe('reporting an error from the browser', () => {
  it('ends quietly where there is no window any more', async () => {
    process.on('unhandledRejection', remember);
    expect(typeof window).toBe('undefined');
    reportBrowserError(new Error('offline'), { level: 'warning' });
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { startServer } from '../helpers/server-process';

// The system tests' own server starter: a server that cannot start must fail the test with its reason at once, not
// after the 90 s a slow start may take (it used to keep polling /readyz of a process that had already exited).

describe('starting a server that exits at once (a configuration error)', () => {
  it('fails with the exit and the server’s own words, without waiting for the ready timeout', async () => {
    const failure = await startServer({ PORT: 'not-a-port' }).then(
      () => null,
      (error: unknown) => String(error),
    );
    expect(failure).toContain('the server exited with 1 before it was ready');
    expect(failure).toContain('PORT: Expected a port number');
    expect(failure).not.toContain('Timed out');
  });
});

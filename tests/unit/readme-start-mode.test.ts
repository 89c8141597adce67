import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// README and `npm start` agree on the mode the demo runs in: a reader who trusts the README must not find
// development-only pages (/dev/outbox) answering where it promised production (issue 11).

const readme = readFileSync('README.md', 'utf8');
const start =
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';

describe('the mode npm start runs in', () => {
  it('is the one the README names', () => {
    const row = readme.split('\n').find((line) => line.startsWith('| `NODE_ENV` |')) ?? '';
    const startsInProduction = /NODE_ENV=production/.test(start);
    expect(row).toContain(startsInProduction ? 'production` in `npm start`' : 'also in `npm start`');
  });
});

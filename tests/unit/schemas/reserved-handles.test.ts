import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reservedHandles, shopHandleSchema } from '../../../schemas/shop-handle';

// A shop whose handle is the first word of one of the app's own addresses would be shadowed by it (`/studio/...`,
// `/shared-preview/...`): every such word is refused as a handle, and a new route cannot forget to reserve its own.

const routesDir = path.resolve(__dirname, '../../../app/routes');

/** The first segment of each route file that is a fixed word (not `($shop)`, `$param` or `_index`). */
function topLevelWords(): string[] {
  return readdirSync(routesDir)
    .map((file) => file.replace(/\.tsx?$/, '').split('.')[0]!)
    .filter((segment) => !segment.startsWith('(') && !segment.startsWith('$') && !segment.startsWith('_'))
    .map((segment) => segment.replace(/_$/, ''));
}

describe('reserved shop handles', () => {
  it('include the first word of every route of the app', () => {
    const words = [...new Set(topLevelWords())];
    expect(words).toContain('studio');
    expect(words.filter((word) => !(reservedHandles as readonly string[]).includes(word))).toEqual([]);
  });

  it('are refused with a clear message', () => {
    const result = shopHandleSchema.safeParse('shared-preview');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('This word is reserved and cannot be a shop handle');
  });
});

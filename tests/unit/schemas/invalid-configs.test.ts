import { describe, expect, it } from 'vitest';
import { invalidConfigs } from '../../../fixtures/invalid-configs';
import { formatFieldErrors } from '../../../schemas/field-errors';
import { parseShopConfig } from '../../../schemas/shop-config';
import { demoShops } from '../../../fixtures/shops';

describe('invalid shop configs', () => {
  it('cover at least the eight classic mistakes', () => {
    expect(invalidConfigs.length).toBeGreaterThanOrEqual(8);
    const names = invalidConfigs.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'css-injection-primary-colour',
        'radius-injection',
        'unknown-font',
        'http-external-menu-url',
        'nested-without-children',
        'negative-price',
        'unknown-card-type',
        'missing-home-page',
        'javascript-image-src',
      ]),
    );
  });

  it.each(invalidConfigs.map((c) => [c.name, c] as const))(
    '%s is rejected with exactly its expected error',
    (_name, c) => {
      const result = parseShopConfig(c.config);
      expect(result.ok).toBe(false);
      const lines = result.ok ? [] : formatFieldErrors(result.errors).split('\n');
      expect(lines).toEqual([c.expectedError]);
    },
  );

  it('the unbroken base config (verdant) is accepted, so each case fails for its one reason', () => {
    const verdant = demoShops.find((shop) => shop.handle === 'verdant');
    expect(parseShopConfig(verdant?.config).ok).toBe(true);
  });
});

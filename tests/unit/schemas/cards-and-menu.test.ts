import { describe, expect, it } from 'vitest';
import { cardSchema, imageSchema, priceSchema, purchaseLimitSchema, type CardOf } from '../../../schemas/cards';
import { menuItemSchema, menuSchema } from '../../../schemas/menu';
import { layoutSchema } from '../../../schemas/layout';

const gem = { src: '/demo/verdant/gem.svg', alt: 'Emeralds' };
const label: CardOf<'label'> = { id: 'hello', type: 'label', text: 'Welcome back' };

describe('priceSchema', () => {
  it('accepts real, virtual and free prices', () => {
    expect(priceSchema.safeParse({ kind: 'real', amount: 499, currency: 'USD', original: 999 }).success).toBe(true);
    expect(priceSchema.safeParse({ kind: 'real', amount: 1200, currency: 'JPY' }).success).toBe(true);
    expect(priceSchema.safeParse({ kind: 'virtual', amount: 120, currencyId: 'ember-gems' }).success).toBe(true);
    expect(priceSchema.safeParse({ kind: 'free' }).success).toBe(true);
  });

  it.each([
    { kind: 'real', amount: 4.99, currency: 'USD' },
    { kind: 'real', amount: 499, currency: 'usd' },
    { kind: 'real', amount: 499, currency: 'USD', original: 499 },
    { kind: 'virtual', amount: 0, currencyId: 'gems' },
    { kind: 'free', amount: 1 },
    { kind: 'gift' },
  ])('rejects %j', (price) => {
    expect(priceSchema.safeParse(price).success).toBe(false);
  });
});

describe('card pieces', () => {
  it('never lets remaining exceed the limit', () => {
    expect(purchaseLimitSchema.safeParse({ limit: 1, remaining: 2 }).success).toBe(false);
    expect(purchaseLimitSchema.safeParse({ limit: 2, remaining: 0 }).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/a.svg',
    'http://cdn.example/a.svg',
    '/\\evil.example',
    'data:image/svg+xml,<svg/>',
    '/a/../../etc',
  ])('rejects the image src %j', (src) => {
    expect(imageSchema.safeParse({ src, alt: '' }).success).toBe(false);
  });

  it('accepts root-relative and https images', () => {
    expect(imageSchema.safeParse(gem).success).toBe(true);
    expect(imageSchema.safeParse({ src: 'https://cdn.example/gem.png', alt: 'Gem' }).success).toBe(true);
  });
});

describe('cardSchema', () => {
  it('accepts a label card and rejects unknown fields on it', () => {
    expect(cardSchema.parse(label)).toEqual(label);
    expect(cardSchema.safeParse({ ...label, price: { kind: 'free' } }).success).toBe(false);
  });

  it('requires a known variant on game-specific cards', () => {
    const card = { id: 'g', type: 'currency', name: 'Gems', amount: 10, image: gem, price: { kind: 'free' } };
    expect(cardSchema.safeParse({ ...card, variant: 'crystal' }).success).toBe(true);
    expect(cardSchema.safeParse({ ...card, variant: 'plasma' }).success).toBe(false);
    expect(cardSchema.safeParse(card).success).toBe(false);
  });

  it('rejects a bundle with no contents', () => {
    const bundle = { id: 'b', type: 'bundle', name: 'Starter', image: gem, price: { kind: 'free' }, contents: [] };
    expect(cardSchema.safeParse(bundle).success).toBe(false);
  });
});

describe('menu', () => {
  it('gives a badge of NONE by default', () => {
    expect(menuItemSchema.parse({ id: 'home', label: 'Home', target: 'HOME' }).badge).toBe('NONE');
  });

  it('allows url only on EXTERNAL_URL and children only on NESTED', () => {
    expect(menuItemSchema.safeParse({ id: 'a', label: 'A', target: 'SHOP', url: 'https://x.example' }).success).toBe(
      false,
    );
    expect(menuItemSchema.safeParse({ id: 'a', label: 'A', target: 'EXTERNAL_URL' }).success).toBe(false);
    expect(menuItemSchema.safeParse({ id: 'a', label: 'A', target: 'HOME', children: [] }).success).toBe(false);
  });

  it('rejects more than 12 items, duplicate ids and labels over 40 characters', () => {
    const item = (id: string) => ({ id, label: id, target: 'HOME' });
    expect(menuSchema.safeParse(Array.from({ length: 13 }, (_, i) => item(`i${i}`))).success).toBe(false);
    expect(menuSchema.safeParse([item('a'), item('a')]).success).toBe(false);
    expect(menuSchema.safeParse([{ ...item('a'), label: 'x'.repeat(41) }]).success).toBe(false);
  });
});

describe('layoutSchema', () => {
  const page = (target: string) => ({ target, title: target, sections: [] });
  it('requires a HOME page and unique page targets', () => {
    expect(layoutSchema.safeParse({ pages: [page('HOME')] }).success).toBe(true);
    expect(layoutSchema.safeParse({ pages: [page('SHOP')] }).error?.issues[0]?.message).toBe('Expected a HOME page');
    expect(layoutSchema.safeParse({ pages: [page('HOME'), page('HOME')] }).error?.issues[0]?.message).toBe(
      'Duplicate page HOME',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatFieldErrors, formatPath, toFieldErrors } from '../../../schemas/field-errors';

const schema = z.strictObject({
  layout: z.object({
    pages: z.array(
      z.object({
        sections: z.array(
          z.object({ cards: z.array(z.object({ price: z.number().int().min(1, 'Expected a positive integer') })) }),
        ),
      }),
    ),
  }),
});

describe('formatPath', () => {
  it('uses dots for keys and brackets for indices', () => {
    expect(formatPath(['layout', 'pages', 0, 'sections', 2, 'cards', 1, 'price'])).toBe(
      'layout.pages[0].sections[2].cards[1].price',
    );
  });

  it('starts with an index when the root is an array', () => {
    expect(formatPath([4, 'children', 0, 'url'])).toBe('[4].children[0].url');
  });

  it('quotes keys that are not identifiers', () => {
    expect(formatPath(['domains', 'shop.example'])).toBe('domains["shop.example"]');
  });

  it('gives the empty string for the root', () => {
    expect(formatPath([])).toBe('');
  });
});

describe('toFieldErrors and formatFieldErrors', () => {
  it('address a deep error by its full path', () => {
    const input = {
      layout: { pages: [{ sections: [{ cards: [] }, { cards: [] }, { cards: [{ price: 1 }, { price: -5 }] }] }] },
    };
    const errors = toFieldErrors(schema.safeParse(input).error ?? new z.ZodError([]));
    expect(errors).toEqual([
      { path: 'layout.pages[0].sections[2].cards[1].price', message: 'Expected a positive integer' },
    ]);
    expect(formatFieldErrors(errors)).toBe('layout.pages[0].sections[2].cards[1].price: Expected a positive integer');
  });

  it('report each unknown key at its own path', () => {
    const errors = toFieldErrors(
      schema.safeParse({ layout: { pages: [] }, colour: 1, size: 2 }).error ?? new z.ZodError([]),
    );
    expect(errors).toEqual([
      { path: 'colour', message: 'Unknown field' },
      { path: 'size', message: 'Unknown field' },
    ]);
  });

  it('write one line per error, the root error without a path', () => {
    expect(
      formatFieldErrors([
        { path: '', message: 'Expected an object' },
        { path: 'name', message: 'Expected text' },
      ]),
    ).toBe('Expected an object\nname: Expected text');
  });
});

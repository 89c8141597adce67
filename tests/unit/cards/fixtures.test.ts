import { describe, expect, it } from 'vitest';
import { cardFixtures, parseCardFixtures } from '../../../fixtures/cards/index';
import {
  battlePassVariants,
  calendarVariants,
  cardSchema,
  currencyCardVariants,
  dailyGiftVariants,
  premiumPassVariants,
  standardCardVariants,
} from '../../../schemas/cards';
import { cardTypes, type CardType } from '../../../schemas/enums';

/** Every variant-carrying card type and its variants, from the schema. */
const variantsByType: Partial<Record<CardType, readonly string[]>> = {
  battle_pass: battlePassVariants,
  premium_pass: premiumPassVariants,
  calendar: calendarVariants,
  standard: standardCardVariants,
  currency: currencyCardVariants,
  daily_gift: dailyGiftVariants,
};

describe('the card fixtures', () => {
  it.each(cardTypes)('cover the card type %s', (type) => {
    expect(cardFixtures.filter((fixture) => fixture.card.type === type).length).toBeGreaterThan(0);
  });

  const variantCases = Object.entries(variantsByType).flatMap(([type, variants]) =>
    variants!.map((variant) => [type, variant] as const),
  );
  it.each(variantCases)('cover the %s variant %s', (type, variant) => {
    const covered = cardFixtures.some(
      (fixture) => fixture.card.type === type && 'variant' in fixture.card && fixture.card.variant === variant,
    );
    expect(covered).toBe(true);
  });

  it('lists every variant-carrying type of the schema', () => {
    // A new type with a variant field must be added to variantsByType, or its variants go unchecked.
    const withVariant = cardSchema.options
      .filter((option) => 'variant' in option.shape)
      .map((option) => option.shape.type.value);
    expect(withVariant.sort()).toEqual(Object.keys(variantsByType).sort());
  });

  it('all parse with the card schema and have unique slug names', () => {
    for (const fixture of cardFixtures) expect(cardSchema.safeParse(fixture.card).success).toBe(true);
    const names = cardFixtures.map((fixture) => fixture.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('include the awkward states: sold out, ended, free, JPY, KWD, huge amounts, missing image, RTL', () => {
    const cards = cardFixtures.map((fixture) => JSON.stringify(fixture.card));
    expect(cards.some((card) => card.includes('"remaining":0'))).toBe(true);
    expect(cards.some((card) => card.includes('"kind":"free"'))).toBe(true);
    expect(cards.some((card) => card.includes('"currency":"JPY"'))).toBe(true);
    expect(cards.some((card) => card.includes('"currency":"KWD"'))).toBe(true);
    expect(cards.some((card) => card.includes('999999999'))).toBe(true);
    expect(cards.some((card) => card.includes('/demo/missing/'))).toBe(true);
    expect(cards.some((card) => /[\u0590-\u05ff]/.test(card))).toBe(true);
    expect(cards.some((card) => /[\u0600-\u06ff]/.test(card))).toBe(true);
  });

  it('a broken fixture fails loudly with its field errors', () => {
    const broken = {
      name: 'broken',
      description: 'x',
      card: { id: 'x', type: 'currency', variant: 'plastic', name: 'X', amount: 0 },
    };
    expect(() => parseCardFixtures([broken])).toThrow(/Invalid card fixture broken:\n.*card\.variant/s);
    const fixture = cardFixtures[0]!;
    expect(() => parseCardFixtures([fixture, fixture])).toThrow(/Duplicate card fixture name/);
  });
});

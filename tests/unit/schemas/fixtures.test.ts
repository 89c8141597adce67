import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buttonTypes, cardTypes, fonts, menuLinkTargets, typographySets } from '../../../schemas/enums';
import type { Card } from '../../../schemas/cards';
import type { MenuItem } from '../../../schemas/menu';
import { parseShopConfig } from '../../../schemas/shop-config';
import { defaultTheme } from '../../../schemas/theme';
import { demoShops } from '../../../fixtures/shops';
import { themePresets } from '../../../fixtures/themes';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));
const shopsDir = new URL('../../../fixtures/shops/', import.meta.url);

const allThemes = [...demoShops.map((shop) => shop.config.theme), ...Object.values(themePresets)];
const cardsOf = (shop: (typeof demoShops)[number]): Card[] =>
  shop.config.layout.pages.flatMap((page) => page.sections.flatMap((section) => section.cards));
const flattenMenu = (items: MenuItem[]) =>
  items.flatMap((item) => (item.target === 'NESTED' ? [item, ...item.children] : [item]));

/** Every image path or https URL mentioned anywhere in a value. */
function imageSources(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageSources);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      (key === 'src' || key === 'favicon' || key === 'appleTouchIcon' || key === 'ogImage') && typeof inner === 'string'
        ? [inner]
        : imageSources(inner),
    );
  }
  return [];
}

describe('demo shops', () => {
  it('are the four fictional shops', () => {
    expect(demoShops.map((shop) => shop.handle)).toEqual(['emberfall', 'neon-drift', 'frostmark', 'verdant']);
  });

  it.each(demoShops.map((shop) => shop.handle))('%s parses from its raw JSON with parseShopConfig', (handle) => {
    const raw: unknown = JSON.parse(readFileSync(new URL(`${handle}.json`, shopsDir), 'utf8'));
    const config = (raw as { config: unknown }).config;
    const result = parseShopConfig(config);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('have distinct names, domains and visibly different themes', () => {
    const domains = demoShops.flatMap((shop) => shop.domains);
    expect(new Set(domains).size).toBe(domains.length);
    expect(new Set(demoShops.map((shop) => shop.config.theme.primaryColor)).size).toBe(4);
    expect(new Set(demoShops.map((shop) => shop.config.theme.baseBackgroundColor)).size).toBe(4);
    expect(new Set(demoShops.map((shop) => shop.config.theme.borderRadius)).size).toBe(4);
    expect(new Set(demoShops.map((shop) => shop.config.theme.buttonType)).size).toBe(4);
    expect(new Set(demoShops.map((shop) => shop.config.theme.typography)).size).toBe(4);
  });

  it('verdant wears the kit default look', () => {
    expect(demoShops.find((shop) => shop.handle === 'verdant')?.config.theme).toEqual(defaultTheme);
  });

  it('together with the presets cover every button type, typography set and font', () => {
    expect(new Set(allThemes.map((theme) => theme.buttonType))).toEqual(new Set(buttonTypes));
    expect(new Set(allThemes.map((theme) => theme.typography))).toEqual(new Set(typographySets));
    expect(new Set(allThemes.flatMap((theme) => Object.values(theme.fonts)))).toEqual(new Set(fonts));
  });

  it('use both footer styles and the default footer', () => {
    expect(new Set(demoShops.map((shop) => shop.config.footer.style))).toEqual(
      new Set(['TACTICUS', 'F1_CLASH', 'DEFAULT']),
    );
  });

  it('together use every card type', () => {
    expect(new Set(demoShops.flatMap((shop) => cardsOf(shop).map((card) => card.type)))).toEqual(new Set(cardTypes));
  });

  it('show realistic prices: USD, EUR and zero-decimal JPY, discounts, buffs, limits and 2027 deadlines', () => {
    const cards = demoShops.flatMap(cardsOf);
    const prices = cards.flatMap((card) => ('price' in card ? [card.price] : []));
    const currencies = new Set(prices.flatMap((price) => (price.kind === 'real' ? [price.currency] : [])));
    expect([...currencies]).toEqual(expect.arrayContaining(['USD', 'EUR', 'JPY']));
    expect(prices.some((price) => price.kind !== 'free' && price.original !== undefined)).toBe(true);
    expect(prices.some((price) => price.kind === 'virtual')).toBe(true);
    expect(cards.some((card) => 'buff' in card && card.buff)).toBe(true);
    expect(cards.some((card) => 'limit' in card && card.limit)).toBe(true);
    expect(cards.some((card) => 'endsAt' in card && card.endsAt?.startsWith('2027'))).toBe(true);
  });

  describe.each(demoShops.map((shop) => [shop.handle, shop] as const))('%s', (_handle, shop) => {
    it('has a menu using every link target, with a NESTED item that has children', () => {
      const items = flattenMenu(shop.config.menu);
      expect(new Set(items.map((item) => item.target))).toEqual(new Set(menuLinkTargets));
      const nested = shop.config.menu.find((item) => item.target === 'NESTED');
      expect(nested?.target === 'NESTED' && nested.children.length).toBeGreaterThan(0);
    });

    it('has https external links and both kinds of badge', () => {
      const items = flattenMenu(shop.config.menu);
      for (const item of items) if (item.target === 'EXTERNAL_URL') expect(item.url).toMatch(/^https:\/\//);
      const badges = new Set(items.map((item) => item.badge));
      expect(badges.has('RED_CIRCLE') && badges.has('HORIZONTAL_BAR')).toBe(true);
    });

    it('has a HOME page with 3+ sections and 4+ card types', () => {
      const home = shop.config.layout.pages.find((page) => page.target === 'HOME');
      expect(home?.sections.length).toBeGreaterThanOrEqual(3);
      const types = new Set(home?.sections.flatMap((section) => section.cards.map((card) => card.type)));
      expect(types.size).toBeGreaterThanOrEqual(4);
    });

    it('refers only to its own small SVG art that exists under public/', () => {
      const sources = imageSources(shop.config);
      expect(sources.length).toBeGreaterThan(5);
      for (const src of sources) {
        expect(src.startsWith(`/demo/${shop.handle}/`)).toBe(true);
        const file = `${publicDir}${src}`;
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBeLessThan(3 * 1024);
      }
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { buttonTypes } from '../../../schemas/enums';
import { compiledCss } from '../../helpers/compiled-css';
import { buttonSkins } from '~/ui/button';

/** The rules of one button type, its selector prefix removed, as one comparable string. */
function skinCss(cssText: string, type: string): string {
  const prefix = `[data-button-type="${type}"] `;
  return cssText
    .split('}')
    .filter((rule) => rule.includes(prefix))
    .map((rule) => rule.replaceAll(prefix, ''))
    .join('}');
}

describe('given the button styles as served', () => {
  let css = '';
  beforeAll(async () => {
    // The build's style sheet for the button, with the printer's spacing taken out: `a{b:c}`.
    css = (await compiledCss('app/ui/button.css.ts')).replace(/\s*([{};])\s*/g, '$1').replace(/([\w-]):\s+/g, '$1:');
  });

  it('has a skin for every button type, unknown being the default look', () => {
    expect(Object.keys(buttonSkins).sort()).toEqual([...buttonTypes].sort());
    expect(buttonSkins.unknown).toEqual({});
  });

  it('selects each other skin with a [data-button-type] attribute selector, and no two skins share their CSS', () => {
    const skins = buttonTypes.filter((type) => type !== 'unknown').map((type) => skinCss(css, type));
    for (const skin of skins) expect(skin.length).toBeGreaterThan(200);
    expect(new Set(skins).size).toBe(skins.length);
  });

  it('changes hover, pressed and disabled looks without hard-coded shop colours', () => {
    expect(css).toContain(':hover:not(:disabled):not([aria-disabled="true"])');
    expect(css).toContain(':active:not(:disabled):not([aria-disabled="true"])');
    expect(css).toMatch(/:disabled:not\(\[data-loading\]\)[^{]*\{cursor:not-allowed/);
    expect(css).toContain('@media (prefers-reduced-motion:reduce)');
    // Only the token variables and the blue 'snowprint blue' is named after; the tokens' own fallback shades
    // (`var(--gf-danger, #f43f5e)`) apply only where a shop's theme leaves a semantic colour out.
    const rules = css.replace(/var\(--gf-[\w-]+,\s*#[0-9a-f]+\)/gi, '');
    const hexes = new Set(rules.match(/#[0-9a-f]{3,8}\b/gi));
    expect([...hexes].sort()).toEqual(['#1e3a8a', '#2563eb', '#60a5fa']);
  });

  it('shrinks large and medium one step below 768px, small stays, and shrink={false} keeps the size', () => {
    expect(css).toMatch(/size-small__\w+\{--btn-h:2\.5rem/);
    expect(css).toMatch(/size-medium__\w+\{--btn-h:2\.5rem/);
    expect(css).toMatch(/@media \(min-width:768px\)\{[^@]*-size-medium__\w+\{--btn-h:2\.75rem/);
    expect(css).toMatch(/size-large__\w+\{--btn-h:2\.75rem/);
    expect(css).toMatch(/@media \(min-width:768px\)\{[^@]*-size-large__\w+\{--btn-h:3rem/);
    expect(css).toMatch(/compound__\w+\{--btn-h:3rem/);
  });
});

// Node environment on purpose: server-rendered, stitches keeps the CSS text exactly as the page receives it.
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { buttonTypes } from '../../../schemas/enums';
import { Button, buttonSkins } from '~/ui/button';
import { getCssText } from '~/ui/stitches.config';

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
  beforeAll(() => {
    renderToString(
      <>
        <Button size="small">Small</Button>
        <Button size="medium">Medium</Button>
        <Button size="large">Large</Button>
        <Button size="large" shrink={false}>
          Fixed
        </Button>
      </>,
    );
    css = getCssText();
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
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    // Only the token variables and the blue 'snowprint blue' is named after; the tokens' own fallback shades are
    // defined once in the theme block (--gf-colors-*), which a shop's theme overrides.
    const rules = css.replace(/--(?:gf-)?colors-[\w-]+:[^;}]*/g, '');
    const hexes = new Set(rules.match(/#[0-9a-f]{3,8}\b/gi));
    expect([...hexes].sort()).toEqual(['#1e3a8a', '#2563eb', '#60a5fa']);
  });

  it('shrinks large and medium one step below 768px, small stays, and shrink={false} keeps the size', () => {
    expect(css).toMatch(/size-small\{--btn-h:2\.5rem/);
    expect(css).toMatch(/size-medium\{--btn-h:2\.5rem/);
    expect(css).toMatch(/@media \(min-width: 768px\)\{\.[\w-]+-size-medium\{--btn-h:2\.75rem/);
    expect(css).toMatch(/size-large\{--btn-h:2\.75rem/);
    expect(css).toMatch(/@media \(min-width: 768px\)\{\.[\w-]+-size-large\{--btn-h:3rem/);
    expect(css).toMatch(/-cv\{--btn-h:3rem/);
  });
});

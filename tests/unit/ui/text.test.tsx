// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compiledCss } from '../../helpers/compiled-css';
import { typographySets as typographySetNames } from '../../../schemas/enums';
import { Text, textSizes, textVariants, typographyRules, typographySets } from '~/ui/text';

describe('given Text', () => {
  it('renders body text in a paragraph by default', () => {
    render(<Text>Earn points with every purchase.</Text>);
    const text = screen.getByText('Earn points with every purchase.');
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('data-variant', 'body');
    expect(text).toHaveAttribute('data-size', 'md');
  });

  it('renders headings as headings and labels inline, and `as` picks the element', () => {
    render(
      <>
        <Text variant="display">Season pass</Text>
        <Text variant="label">New</Text>
        <Text as="h1" variant="heading" size="lg">
          Store
        </Text>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Season pass' })).toBeInTheDocument();
    expect(screen.getByText('New').tagName).toBe('SPAN');
    expect(screen.getByRole('heading', { level: 1, name: 'Store' })).toHaveAttribute('data-size', 'lg');
  });

  it('gives every variant x size combination its own classes, and keeps a passed className', () => {
    const seen = new Set<string>();
    for (const variant of textVariants) {
      for (const size of textSizes) {
        const { unmount } = render(<Text variant={variant} size={size} className="extra">{`${variant}-${size}`}</Text>);
        const className = screen.getByText(`${variant}-${size}`).className;
        expect(className).toContain('extra');
        seen.add(className);
        unmount();
      }
    }
    expect(seen.size).toBe(textVariants.length * textSizes.length);
  });
});

describe('given the typography sets', () => {
  it('treats every role in every set, and no two sets alike', () => {
    expect(Object.keys(typographySets).sort()).toEqual([...typographySetNames].sort());
    const looks = Object.values(typographySets).map((set) => JSON.stringify(textVariants.map((role) => set[role])));
    expect(new Set(looks).size).toBe(typographySetNames.length);
  });

  it('selects each non-default set with a [data-typography] attribute selector on an ancestor', () => {
    const rules = typographyRules('display') as Record<string, unknown>;
    for (const set of typographySetNames.filter((name) => name !== 'default')) {
      expect(rules[`[data-typography="${set}"] &`]).toEqual(typographySets[set].display);
    }
    expect(rules.fontWeight).toBe(typographySets.default.display.fontWeight);
  });

  it('uses only the weights the font files load', () => {
    for (const set of Object.values(typographySets)) {
      for (const role of textVariants) expect([400, 600, 800]).toContain(set[role].fontWeight);
    }
  });

  it('puts the selectors in the served CSS', async () => {
    expect(await compiledCss('app/ui/text.css.ts')).toMatch(/\[data-typography="fateless"\] \.text_textStyles/);
  });
});

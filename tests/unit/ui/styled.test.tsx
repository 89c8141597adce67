import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StyleRecipe } from '~/ui/style-rules';
import { classNames, styled } from '~/ui/styled';

// A recipe as a `*.css.ts` file's styledRecipe() makes one: a class per base, per option and per compound variant.
const badge: StyleRecipe<{ tone: 'gold' | 'silver'; size: 'small' | 'large'; glow: 'true' | 'false' }> = {
  base: 'badge',
  variants: {
    tone: { gold: 'tone-gold', silver: 'tone-silver' },
    size: { small: 'size-small', large: 'size-large' },
    glow: { true: 'glow-on', false: 'glow-off' },
  },
  defaultVariants: { tone: 'silver', size: 'small', glow: false },
  compoundVariants: [{ when: { tone: 'gold', size: 'large' }, className: 'gold-and-large' }],
};

const Badge = styled('span', badge);

const classesOf = (html: string) => /class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];

describe('a recipe as class names', () => {
  it('takes the defaults where a variant is not chosen', () => {
    expect(classNames(badge)).toBe('badge tone-silver size-small glow-off');
  });

  it('adds a compound variant only when all its choices are made, however often the choices are asked for', () => {
    // Answers are remembered per choice: asking in every order must not hand one choice's answer to another.
    for (let round = 0; round < 3; round += 1) {
      expect(classNames(badge, { tone: 'gold', size: 'large' })).toBe(
        'badge tone-gold size-large glow-off gold-and-large',
      );
      expect(classNames(badge, { tone: 'gold' })).toBe('badge tone-gold size-small glow-off');
      expect(classNames(badge, { size: 'large', glow: true })).toBe('badge tone-silver size-large glow-on');
    }
  });

  it('skips an option the recipe does not have, and keeps answering past the number of choices it remembers', () => {
    // Free text from a caller outside the types: each value is a new choice; none adds a class, none is an error.
    for (let index = 0; index < 600; index += 1) {
      expect(classNames(badge, { tone: `custom-${index}` as 'gold' })).toBe('badge size-small glow-off');
    }
    expect(classNames(badge, { tone: 'gold', size: 'large' })).toContain('gold-and-large');
  });
});

describe('a styled component', () => {
  it('renders its variants as the same class names, keeps variant props off the element and adds its own class', () => {
    const html = renderToString(
      <Badge tone="gold" size="large" className="extra" title="Gold">
        Gold
      </Badge>,
    );
    expect(classesOf(html)).toEqual([...classNames(badge, { tone: 'gold', size: 'large' }).split(' '), 'extra']);
    expect(html).not.toMatch(/\btone=|\bsize=/);
    expect(html).toContain('title="Gold"');
  });

  it('renders another element with `as`, with the default classes when no variant is chosen', () => {
    const html = renderToString(<Badge as="strong">Silver</Badge>);
    expect(html.startsWith('<strong')).toBe(true);
    expect(classesOf(html).join(' ')).toBe(classNames(badge));
  });
});

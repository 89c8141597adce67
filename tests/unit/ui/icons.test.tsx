// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardBrands } from '#schemas/enums';
import { cardBrandNames } from '~/lib/card-brand-names';
import { CardBrandIcon, cardBrandIcons } from '~/ui/card-brand-icons';
import { Icon, iconNames } from '~/ui/icons';
import { compiledCss } from '../../helpers/compiled-css';

describe('given the icon set', () => {
  it('has the icons the storefront needs', () => {
    for (const name of [
      'cart',
      'user',
      'close',
      'chevron-down',
      'chevron-up',
      'chevron-left',
      'chevron-right',
      'coins',
      'gift',
      'lock',
      'check',
      'download',
      'windows',
      'apple',
      'external-link',
      'menu',
      'search',
    ]) {
      expect(iconNames).toContain(name);
    }
  });

  it('hides an icon from assistive technology unless it has a title', () => {
    const { container } = render(
      <>
        <Icon name="cart" />
        <Icon name="lock" title="Locked" />
      </>,
    );
    expect(container.querySelector('[data-icon="cart"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Locked' })).toHaveAttribute('data-icon', 'lock');
  });

  it('is one empty element, sized by the text around it unless given a size', () => {
    const { container } = render(
      <p>
        <Icon name="cart" />
        <Icon name="gift" size={16} />
      </p>,
    );
    const [cart, gift] = [...container.querySelectorAll('[data-icon]')];
    expect(cart!.childNodes).toHaveLength(0);
    expect(cart).not.toHaveAttribute('style');
    expect(gift).toHaveStyle({ width: '16px', height: '16px' });
  });

  it('draws every icon name from a symbol of the sprite, and the sprite holds nothing else', () => {
    const sprite = readFileSync('app/ui/icons.svg', 'utf8');
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"/g)].map((match) => match[1]);
    expect(symbols.toSorted()).toEqual([...iconNames].toSorted());
  });

  it('ships each symbol in the style sheet as the mask of its icon, painted in the text colour', async () => {
    const css = await compiledCss('app/ui/icons.css.ts');
    for (const name of iconNames) {
      const rule = new RegExp(
        `\\[data-icon="${name}"\\] \\{\\s*mask-image: url\\("data:image/svg\\+xml,%3Csvg [^"]*%3C/svg%3E"\\)`,
      );
      expect(css, name).toMatch(rule);
    }
    expect(css).toMatch(/background-color: currentColor/);
  });

  it.each(cardBrands)('has a mark for the card brand %s', (brand) => {
    expect(cardBrandIcons[brand]).toBeTypeOf('function');
    render(<CardBrandIcon brand={brand} title={cardBrandNames[brand]} />);
    expect(screen.getByRole('img', { name: cardBrandNames[brand] })).toHaveAttribute('data-card-brand', brand);
  });
});

// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonsGallery } from '~/kit/buttons-gallery';
import { buttonVariants } from '~/ui/button';

describe('given the buttons gallery', () => {
  it('shows every variant in every size and state, each control named', () => {
    render(<ButtonsGallery />);
    expect(screen.getByRole('heading', { level: 2, name: 'Buttons' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Text' })).toBeInTheDocument();
    for (const variant of buttonVariants) {
      const card = screen.getByRole('region', { name: new RegExp(`^${variant}$`, 'i') });
      for (const size of ['small', 'medium', 'large']) {
        const row = within(card).getByRole('group', { name: new RegExp(`, ${size}$`) });
        const buttons = within(row).getAllByRole('button');
        expect(buttons).toHaveLength(4);
        expect(buttons.filter((button) => button.hasAttribute('disabled'))).toHaveLength(2);
        expect(buttons.filter((button) => button.getAttribute('aria-busy') === 'true')).toHaveLength(1);
      }
    }
    for (const control of [...screen.getAllByRole('button'), ...screen.getAllByRole('link')]) {
      expect(control).toHaveAccessibleName();
    }
  });
});

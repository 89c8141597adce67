// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopNotFound } from '~/shop/shop-not-found';

describe('given the themed 404 page', () => {
  it('tells the player what happened and links back to the shop list', () => {
    render(<ShopNotFound />);
    expect(screen.getByRole('heading', { name: 'Shop not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all shops' })).toHaveAttribute('href', '/');
  });
});

// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonSizes, buttonVariants } from '~/ui/button';

describe('given a Button', () => {
  it('renders one button named by its label, of type button, primary and medium by default', () => {
    render(<Button>Buy now</Button>);
    const button = screen.getByRole('button', { name: 'Buy now' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'medium');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('gives every variant and every size its own class', () => {
    const classes = (variant: (typeof buttonVariants)[number], size: (typeof buttonSizes)[number]) => {
      const { unmount } = render(
        <Button variant={variant} size={size}>
          Go
        </Button>,
      );
      const className = screen.getByRole('button').className;
      unmount();
      return className;
    };
    const byVariant = buttonVariants.map((variant) => classes(variant, 'medium'));
    const bySize = buttonSizes.map((size) => classes('primary', size));
    expect(new Set(byVariant).size).toBe(buttonVariants.length);
    expect(new Set(bySize).size).toBe(buttonSizes.length);
  });

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Claim</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('when disabled, cannot be pressed', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Sold out
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sold out' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when loading, is busy, keeps its name, shows a spinner and cannot be pressed', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Paying
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Paying' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its icons hidden from assistive technology, around the label', () => {
    render(
      <Button leading={<svg data-testid="lead" />} trailing={<svg data-testid="trail" />}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(button.lastElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('lead').parentElement).toBe(button.firstElementChild);
  });

  it('with asChild, renders the child link with the button look instead of a button', () => {
    render(
      <Button asChild variant="secondary" leading={<svg />}>
        <a href="/shop">Go to the shop</a>
      </Button>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Go to the shop' });
    expect(link).toHaveAttribute('href', '/shop');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link.className).toMatch(/variant-secondary/);
    expect(link).not.toHaveAttribute('type');
  });

  it('with asChild and disabled, marks the link aria-disabled and swallows its clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button asChild disabled onClick={onClick}>
        <a href="#later">Later</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Later' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the element', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ref' }));
  });

  it('unstyled carries none of the themed button classes', () => {
    render(
      <>
        <Button variant="unstyled">Plain</Button>
        <Button>Styled</Button>
      </>,
    );
    const plain = screen.getByRole('button', { name: 'Plain' }).className.split(' ');
    const styled = screen.getByRole('button', { name: 'Styled' }).className.split(' ');
    expect(plain.filter((name) => styled.includes(name))).toEqual([]);
  });
});

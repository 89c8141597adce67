// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '~/ui/pagination';

describe('given a Pagination', () => {
  it('is a navigation landmark named Pagination with Back and Next by default', () => {
    render(<Pagination pageCount={5} currentPage={2} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('disables Back on page 1 and Next on the last page', () => {
    const { rerender } = render(<Pagination pageCount={8} currentPage={1} />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination pageCount={8} currentPage={8} />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('disables both when the buttons are disabled', () => {
    render(<Pagination pageCount={8} currentPage={4} buttonsDisabled />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeDisabled();
  });

  it('takes other labels for Back and Next', () => {
    render(<Pagination pageCount={3} currentPage={2} backLabel="Précédent" nextLabel="Suivant" />);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
  });

  it('marks the current page and asks for another page on click', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination pageCount={12} currentPage={6} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(onPageChange).toHaveBeenLastCalledWith(12);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it('keeps its own page when uncontrolled', async () => {
    const user = userEvent.setup();
    render(<Pagination pageCount={12} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers 10, 20 and 50 rows with the placeholder Rows', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    render(<Pagination pageCount={3} onPageSizeChange={onPageSizeChange} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Rows', '10', '20', '50']);
    expect(select).toHaveDisplayValue('Rows');
    await user.selectOptions(select, '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
    expect(select).toHaveDisplayValue('20');
  });
});

import { useState } from 'react';
import { Icon } from '~/ui/icons';
import { paginationItems } from '~/ui/pagination-pages';
import { styled } from '~/ui/styled';
import * as styles from './pagination.css';

export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;

/** Controlled when `value` is given, uncontrolled (own state from `initial`) otherwise. */
function useControllable<T>(value: T | undefined, initial: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(initial);
  const current = value === undefined ? own : value;
  const set = (next: T) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

const Nav = styled('nav', styles.nav);
const Pages = styled('ol', styles.pages);

const StepButton = styled('button', styles.control, styles.stepButton);
const PageButton = styled('button', styles.control, styles.pageButton);
const Ellipsis = styled('span', styles.ellipsis);
const SizeSelect = styled('select', styles.control, styles.sizeSelect);

export interface PaginationProps {
  pageCount: number;
  currentPage?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  pageSize?: number;
  defaultPageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** Hides the rows-per-page choice. */
  hidePageSize?: boolean;
  /** Disables every pagination button, e.g. while the next page loads. */
  buttonsDisabled?: boolean;
  backLabel?: string;
  nextLabel?: string;
  pageSizePlaceholder?: string;
  pageSizeLabel?: string;
  pageLabel?: (page: number) => string;
  'aria-label'?: string;
}

export function Pagination({
  pageCount,
  currentPage,
  defaultPage = 1,
  onPageChange,
  pageSize,
  defaultPageSize,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  hidePageSize = false,
  buttonsDisabled = false,
  backLabel = 'Back',
  nextLabel = 'Next',
  pageSizePlaceholder = 'Rows',
  pageSizeLabel = 'Rows per page',
  pageLabel = (page) => `Page ${page}`,
  'aria-label': ariaLabel = 'Pagination',
}: PaginationProps) {
  const [page, setPage] = useControllable(currentPage, defaultPage, onPageChange);
  const [size, setSize] = useControllable<number | undefined>(pageSize, defaultPageSize, (next) => {
    if (next !== undefined) onPageSizeChange?.(next);
  });
  const items = paginationItems(page, pageCount);
  const goTo = (next: number) => {
    if (next !== page && next >= 1 && next <= pageCount) setPage(next);
  };

  return (
    <Nav aria-label={ariaLabel}>
      <StepButton type="button" disabled={buttonsDisabled || page <= 1} onClick={() => goTo(page - 1)}>
        <Icon name="chevron-left" size={16} />
        {backLabel}
      </StepButton>
      <Pages>
        {items.map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <PageButton
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                disabled={buttonsDisabled}
                onClick={() => goTo(item)}
              >
                {item}
              </PageButton>
            ) : (
              <Ellipsis aria-hidden="true">…</Ellipsis>
            )}
          </li>
        ))}
      </Pages>
      <StepButton type="button" disabled={buttonsDisabled || page >= pageCount} onClick={() => goTo(page + 1)}>
        {nextLabel}
        <Icon name="chevron-right" size={16} />
      </StepButton>
      {hidePageSize ? null : (
        <SizeSelect
          aria-label={pageSizeLabel}
          value={size ?? ''}
          onChange={(event) => setSize(Number(event.target.value))}
        >
          <option value="" disabled>
            {pageSizePlaceholder}
          </option>
          {pageSizeOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SizeSelect>
      )}
    </Nav>
  );
}

import { useState } from 'react';
import { Icon } from '~/ui/icons';
import { paginationItems } from '~/ui/pagination-pages';
import { styled } from '~/ui/stitches.config';

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

const Nav = styled('nav', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', fontFamily: '$body' });
const Pages = styled('ol', {
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const control = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$1',
  minWidth: '2.5rem',
  height: '2.5rem',
  padding: '0 $3',
  border: '1px solid $border',
  borderRadius: '$input',
  background: '$paper',
  color: '$primaryText',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'border-color $fast, background-color $fast, color $fast',
  '&:hover:not(:disabled)': { borderColor: '$accentBorder', color: '$accentText' },
  '&:disabled': { color: '$tertiaryText', cursor: 'not-allowed', opacity: 0.6 },
} as const;

const StepButton = styled('button', control);
const PageButton = styled('button', control, {
  padding: '0 $2',
  '&[aria-current="page"]': { background: '$primary', borderColor: '$primary', color: '$baseBg', cursor: 'default' },
  '&[aria-current="page"]:disabled': { opacity: 0.6 },
});
const Ellipsis = styled('span', {
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5rem',
  color: '$tertiaryText',
});
const SizeSelect = styled('select', control, {
  marginLeft: 'auto',
  paddingRight: '$5',
  appearance: 'none',
  backgroundImage:
    'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
  backgroundPosition: 'calc(100% - 14px) 50%, calc(100% - 9px) 50%',
  backgroundSize: '5px 5px',
  backgroundRepeat: 'no-repeat',
});

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

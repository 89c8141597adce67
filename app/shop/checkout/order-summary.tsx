import type { ReactNode } from 'react';
import { styled } from '~/ui/stitches.config';
import { formatAmount, ItemThumb, Totals, type TotalsProps } from '~/shop/cart/cart-parts';
import type { Image } from '../../../schemas/cards';

export const SummaryCard = styled('section', {
  position: 'relative',
  display: 'grid',
  gap: '$4',
  padding: '$4',
  borderRadius: '$card',
  border: '1px solid $border',
  background: 'linear-gradient(180deg, color-mix(in srgb, $colors$bgAccent 70%, $colors$paper), $paper 10rem)',
  boxShadow:
    '0 10px 30px color-mix(in srgb, $colors$shadow 35%, transparent), inset 0 1px 0 color-mix(in srgb, $colors$highlight 4%, transparent)',
  '@md': { padding: '$5' },
  '& > h2': {
    margin: 0,
    fontFamily: '$display',
    fontSize: '1.15rem',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
  },
});
const Lines = styled('ul', { display: 'grid', gap: '$3', listStyle: 'none', margin: 0, padding: 0 });
const Line = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  '& > div': { flex: 1, minWidth: 0, display: 'grid', gap: 2 },
  '& strong': { fontWeight: 700, overflowWrap: 'anywhere' },
  '& span': { color: '$secondaryText', fontSize: '0.8rem' },
  '& > b': { fontFamily: '$display', fontVariantNumeric: 'tabular-nums' },
});

export interface SummaryLine {
  itemId: string;
  name: string;
  image?: Image | null;
  quantity: number;
  unitAmount: number;
  amount: number;
}

/** What is being paid for: each line with its quantity, then the totals; `children` goes between (the coupon). */
export function OrderSummary({
  title = 'Order summary',
  lines,
  totals,
  children,
}: {
  title?: string;
  lines: SummaryLine[];
  totals: TotalsProps;
  children?: ReactNode;
}) {
  return (
    <SummaryCard aria-label={title}>
      <h2>{title}</h2>
      <Lines>
        {lines.map((line) => (
          <Line key={line.itemId}>
            {line.image !== undefined ? <ItemThumb image={line.image} /> : null}
            <div>
              <strong>{line.name}</strong>
              <span>
                {line.quantity} × {formatAmount(line.unitAmount, totals.currency)}
              </span>
            </div>
            <b>{formatAmount(line.amount, totals.currency)}</b>
          </Line>
        ))}
      </Lines>
      {children}
      <Totals {...totals} />
    </SummaryCard>
  );
}

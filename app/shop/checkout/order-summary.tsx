import type { ReactNode } from 'react';
import { styled } from '~/ui/styled';
import * as styles from './order-summary.css';
import { formatAmount, ItemThumb, Totals, type TotalsProps } from '~/shop/cart/cart-parts';
import type { Image } from '../../../schemas/cards';

export const SummaryCard = styled('section', styles.summaryCard);
const Lines = styled('ul', styles.lines);
const Line = styled('li', styles.line);

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

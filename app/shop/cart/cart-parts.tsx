import type { Image } from '../../../schemas/cards';
import { formatMoney, formatNumber } from '~/lib/money';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './cart-parts.css';

/** Money in minor units; a virtual currency (paid with coins) is shown as a count and its name. */
export function formatAmount(amount: number, currency: string): string {
  if (/^[A-Z]{3}$/.test(currency)) return formatMoney(amount, currency);
  return `${formatNumber(amount)} ${currency.replace(/[-_]/g, ' ')}`;
}

const Thumb = styled('span', styles.thumb);

/** An item's picture, or its glyph when the catalogue has none. */
export function ItemThumb({ image }: { image: Image | null }) {
  return <Thumb>{image ? <img src={image.src} alt="" loading="lazy" /> : <Icon name="gift" size={26} />}</Thumb>;
}

const Rows = styled('dl', styles.rows);
const Row = styled('div', styles.row);

export interface TotalsProps {
  currency: string;
  subtotal: number;
  discount: number;
  couponCode?: string | null;
  includedTax: number;
  total: number;
}

/** Subtotal, discount, included tax and total, as a definition list a screen reader reads in pairs. */
export function Totals({ currency, subtotal, discount, couponCode, includedTax, total }: TotalsProps) {
  return (
    <Rows aria-label="Totals">
      <Row>
        <dt>Subtotal</dt>
        <dd>{formatAmount(subtotal, currency)}</dd>
      </Row>
      {discount > 0 ? (
        <Row tone="discount">
          <dt>Discount{couponCode ? ` (${couponCode})` : ''}</dt>
          <dd>−{formatAmount(discount, currency)}</dd>
        </Row>
      ) : null}
      {includedTax > 0 ? (
        <Row tone="quiet">
          <dt>Included tax</dt>
          <dd>{formatAmount(includedTax, currency)}</dd>
        </Row>
      ) : null}
      <Row tone="total">
        <dt>Total</dt>
        <dd>{formatAmount(total, currency)}</dd>
      </Row>
    </Rows>
  );
}

/** "Test mode: no real money", on every page of a sandbox payment. */
export const TestModeBanner = styled('p', styles.testModeBanner);

export function TestMode() {
  return (
    <TestModeBanner role="note">
      <Icon name="lock" size={16} />
      Test mode: no real money
    </TestModeBanner>
  );
}

import type { Image } from '../../../schemas/cards';
import { formatMoney } from '~/lib/money';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/stitches.config';

/** Money in minor units; a virtual currency (paid with coins) is shown as a count and its name. */
export function formatAmount(amount: number, currency: string): string {
  if (/^[A-Z]{3}$/.test(currency)) return formatMoney(amount, currency);
  return `${new Intl.NumberFormat('en-US').format(amount)} ${currency.replace(/[-_]/g, ' ')}`;
}

const Thumb = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '4rem',
  height: '4rem',
  borderRadius: '$input',
  overflow: 'hidden',
  border: '1px solid $border',
  background: 'radial-gradient(circle at 30% 20%, color-mix(in srgb, $colors$primary 35%, transparent), $bgAccent 70%)',
  color: '$primary',
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
});

/** An item's picture, or its glyph when the catalogue has none. */
export function ItemThumb({ image }: { image: Image | null }) {
  return <Thumb>{image ? <img src={image.src} alt="" loading="lazy" /> : <Icon name="gift" size={26} />}</Thumb>;
}

const Rows = styled('dl', { display: 'grid', gap: '$2', margin: 0 });
const Row = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$3',
  color: '$secondaryText',
  fontSize: '0.9rem',
  '& dd': { margin: 0, color: '$primaryText', fontVariantNumeric: 'tabular-nums' },
  variants: {
    tone: {
      discount: { '& dd': { color: '$success' } },
      total: {
        marginTop: '$1',
        paddingTop: '$3',
        borderTop: '1px solid $border',
        color: '$primaryText',
        fontFamily: '$display',
        fontSize: '1.2rem',
        fontWeight: 800,
        '& dd': { color: '$primaryText' },
      },
      quiet: { fontSize: '0.8rem' },
    },
  },
});

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
export const TestModeBanner = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  padding: '0.55rem 0.85rem',
  borderRadius: '$input',
  border: '1px dashed color-mix(in srgb, $colors$warning 55%, transparent)',
  background:
    'repeating-linear-gradient(135deg, color-mix(in srgb, $colors$warning 10%, transparent) 0 12px, color-mix(in srgb, $colors$warning 4%, transparent) 12px 24px)',
  color: '$warning',
  fontSize: '0.85rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
});

export function TestMode() {
  return (
    <TestModeBanner role="note">
      <Icon name="lock" size={16} />
      Test mode: no real money
    </TestModeBanner>
  );
}

import type { Cart, CartLine } from '../../../schemas/commerce';
import { Counter } from '~/ui/counter';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/stitches.config';
import { formatAmount, ItemThumb } from '~/shop/cart/cart-parts';

const List = styled('ul', { display: 'grid', gap: '$3', listStyle: 'none', margin: 0, padding: 0 });
const Line = styled('li', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$3',
  padding: '$3',
  borderRadius: '$card',
  border: '1px solid $border',
  background: 'color-mix(in srgb, $colors$baseBg 55%, $colors$paper)',
  '&[data-problem]': { borderColor: 'color-mix(in srgb, $colors$danger 55%, $colors$border)' },
});
const Body = styled('div', { display: 'grid', gap: '$2', minWidth: 0 });
const Head = styled('div', { display: 'flex', alignItems: 'flex-start', gap: '$2' });
const Name = styled('span', { flex: 1, minWidth: 0, fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' });
const Unit = styled('span', {
  color: '$secondaryText',
  fontSize: '0.8rem',
  '& s': { marginLeft: '$1', color: '$tertiaryText' },
});
const Foot = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  flexWrap: 'wrap',
});
const Amount = styled('span', {
  display: 'grid',
  justifyItems: 'end',
  fontFamily: '$display',
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  '& small': { color: '$success', fontFamily: '$body', fontWeight: 600, fontSize: '0.75rem' },
});
const Remove = styled('button', {
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: '$pill',
  background: 'transparent',
  color: '$tertiaryText',
  cursor: 'pointer',
  transition: 'color $fast, border-color $fast, background-color $fast',
  '&:hover:not(:disabled)': { color: '$danger', borderColor: 'color-mix(in srgb, $colors$danger 45%, transparent)' },
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
});
const Problem = styled('p', { margin: 0, color: '$danger', fontSize: '0.8rem', fontWeight: 600 });
const LimitNote = styled('span', { color: '$tertiaryText', fontSize: '0.75rem' });

function LineRow({
  line,
  currency,
  busy,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  currency: string;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const atLimit = line.quantity >= line.maxQuantity;
  return (
    <Line data-problem={line.problem ? '' : undefined} aria-label={line.name}>
      <ItemThumb image={line.image} />
      <Body>
        <Head>
          <Name>{line.name}</Name>
          <Remove type="button" aria-label={`Remove ${line.name}`} disabled={busy} onClick={onRemove}>
            <Icon name="close" size={16} />
          </Remove>
        </Head>
        <Unit>
          {formatAmount(line.unitAmount, currency)} each
          {line.originalUnitAmount ? <s>{formatAmount(line.originalUnitAmount, currency)}</s> : null}
        </Unit>
        {line.problem ? <Problem role="alert">{line.problem.message}</Problem> : null}
        <Foot>
          <div>
            <Counter
              label={`Quantity of ${line.name}`}
              value={line.quantity}
              min={1}
              max={Math.max(1, line.maxQuantity)}
              disabled={busy}
              increaseDisabled={atLimit}
              decreaseLabel={`One less ${line.name}`}
              increaseLabel={`One more ${line.name}`}
              onValueChange={onQuantity}
            />
            {atLimit ? <LimitNote> Limit reached</LimitNote> : null}
          </div>
          <Amount>
            {formatAmount(line.amount, currency)}
            {line.discount > 0 ? <small>−{formatAmount(line.discount, currency)}</small> : null}
          </Amount>
        </Foot>
      </Body>
    </Line>
  );
}

/** The cart's lines with their counters; `busyItem` is the line whose change is on its way. */
export function CartLines({
  cart,
  busyItem,
  onQuantity,
  onRemove,
}: {
  cart: Cart;
  busyItem: string | null;
  onQuantity: (itemId: string, quantity: number) => void;
  onRemove: (itemId: string) => void;
}) {
  return (
    <List aria-label="Items in your cart">
      {cart.lines.map((line) => (
        <LineRow
          key={line.itemId}
          line={line}
          currency={cart.currency}
          busy={busyItem === line.itemId}
          onQuantity={(quantity) => onQuantity(line.itemId, quantity)}
          onRemove={() => onRemove(line.itemId)}
        />
      ))}
    </List>
  );
}

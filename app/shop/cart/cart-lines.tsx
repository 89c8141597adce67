import type { Cart, CartLine } from '../../../schemas/commerce';
import { Counter } from '~/ui/counter';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './cart-lines.css';
import { formatAmount, ItemThumb } from '~/shop/cart/cart-parts';

const List = styled('ul', styles.list);
const Line = styled('li', styles.line);
const Body = styled('div', styles.body);
const Head = styled('div', styles.head);
const Name = styled('span', styles.name);
const Unit = styled('span', styles.unit);
const Foot = styled('div', styles.foot);
const Amount = styled('span', styles.amount);
const Remove = styled('button', styles.remove);
const Problem = styled('p', styles.problem);
const LimitNote = styled('span', styles.limitNote);

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

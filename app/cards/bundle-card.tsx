import type { Reward } from '../../schemas/cards';
import {
  Art,
  BuffTag,
  cardFrame,
  CardName,
  CountdownLine,
  DiscountRibbon,
  LimitTag,
  PriceButton,
  Tag,
  Tags,
  formatCount,
  useUnavailable,
  type CardProps,
} from '~/cards/card-parts';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './bundle-card.css';

const SHOWN_ITEMS = 4;

const Items = styled('ul', styles.items);
const Bullet = styled('span', styles.bullet);

/** What is in the bundle: the first few items with their pictures, then "+N more". */
function Contents({ items, chips = false }: { items: readonly Reward[]; chips?: boolean }) {
  const shown = items.slice(0, SHOWN_ITEMS);
  const more = items.length - shown.length;
  return (
    <Items aria-label="Contains" chips={chips}>
      {shown.map((item, index) => (
        <li key={`${item.name}-${index}`}>
          {item.image ? (
            <Art image={item.image} size="small" />
          ) : (
            <Bullet>
              <Icon name="gift" />
            </Bullet>
          )}
          <span dir="auto" title={`${formatCount(item.amount)} ${item.name}`}>
            <b>{formatCount(item.amount)}</b>
            {` ${item.name}`}
          </span>
        </li>
      ))}
      {more > 0 ? (
        <li>
          +{more} more {more === 1 ? 'item' : 'items'}
        </li>
      ) : null}
    </Items>
  );
}

/** The featured bundle: a "Bundle" tag, the contents as two columns of chips. */
export function BundleCard({ card, now, priority }: CardProps<'bundle'>) {
  const unavailable = useUnavailable(card.limit, card.endsAt, now);
  return (
    <article className={cardFrame({ soldOut: card.limit?.remaining === 0 })} aria-label={card.name}>
      <DiscountRibbon price={card.price} />
      <Art image={card.image} priority={priority} fallbackIcon="gift" />
      <Tags>
        <Tag tone="quiet">{`Bundle · ${card.contents.length} items`}</Tag>
      </Tags>
      <CardName>{card.name}</CardName>
      <Contents items={card.contents} chips />
      <Tags>
        <BuffTag buff={card.buff} />
        <LimitTag limit={card.limit} />
      </Tags>
      <CountdownLine target={card.endsAt} now={now} />
      <PriceButton card={card} price={card.price} unavailable={unavailable} />
    </article>
  );
}

/** A generic bundle: the plain list of contents. */
export function GenericBundleCard({ card, now, priority }: CardProps<'generic_bundle'>) {
  const unavailable = useUnavailable(card.limit, card.endsAt, now);
  return (
    <article className={cardFrame({ soldOut: card.limit?.remaining === 0 })} aria-label={card.name}>
      <DiscountRibbon price={card.price} />
      <Art image={card.image} priority={priority} fallbackIcon="gift" />
      <CardName>{card.name}</CardName>
      <Contents items={card.contents} />
      <Tags>
        <BuffTag buff={card.buff} />
        <LimitTag limit={card.limit} />
      </Tags>
      <CountdownLine target={card.endsAt} now={now} />
      <PriceButton card={card} price={card.price} unavailable={unavailable} />
    </article>
  );
}

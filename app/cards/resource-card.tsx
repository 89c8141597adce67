import type { ReactNode } from 'react';
import type { Position } from '../../schemas/enums';
import {
  Art,
  BuffTag,
  CardAmount,
  cardFrame,
  CardName,
  CountdownLine,
  DiscountRibbon,
  LimitTag,
  PriceButton,
  Tags,
  formatCount,
  useUnavailable,
  type CardProps,
} from '~/cards/card-parts';
import { styled } from '~/ui/styled';
import * as styles from './resource-card.css';

/** The picture goes before the name (top), between name and amount (center) or just above the button (bottom). */
function placed(position: Position, art: ReactNode, at: Position) {
  return position === at ? art : null;
}

function ResourceCard({ card, now, priority }: CardProps<'standard_resource'>) {
  const unavailable = useUnavailable(card.limit, card.endsAt, now);
  const position = card.imagePosition ?? 'top';
  const art = <Art image={card.image} priority={priority} fallbackIcon="coins" />;
  return (
    <article
      className={cardFrame({ soldOut: card.limit?.remaining === 0 })}
      aria-label={card.name}
      data-image-position={position}
    >
      <DiscountRibbon price={card.price} />
      {placed(position, art, 'top')}
      <CardName>{card.name}</CardName>
      {placed(position, art, 'center')}
      <CardAmount>{formatCount(card.amount)}</CardAmount>
      <Tags>
        <BuffTag buff={card.buff} amount={card.amount} />
        <LimitTag limit={card.limit} />
      </Tags>
      <CountdownLine target={card.endsAt} now={now} />
      {placed(position, art, 'bottom')}
      <PriceButton card={card} price={card.price} unavailable={unavailable} />
    </article>
  );
}

/** A standard resource: the big picture with a glow, the amount in the accent colour. */
export function StandardResourceCard(props: CardProps<'standard_resource'>) {
  return <ResourceCard {...props} />;
}

const Row = styled('div', styles.row);

/** A generic resource: compact, a small picture beside the name, aligned top, center or bottom. */
export function GenericResourceCard({ card, now, priority }: CardProps<'generic_resource'>) {
  const unavailable = useUnavailable(card.limit, card.endsAt, now);
  const position = card.imagePosition ?? 'center';
  return (
    <article
      className={cardFrame({ soldOut: card.limit?.remaining === 0 })}
      aria-label={card.name}
      data-image-position={position}
    >
      <Row at={position}>
        <Art image={card.image} priority={priority} size="small" fallbackIcon="coins" />
        <div>
          <CardName>{card.name}</CardName>
          <CardAmount>{formatCount(card.amount)}</CardAmount>
        </div>
      </Row>
      <DiscountRibbon price={card.price} />
      <Tags>
        <BuffTag buff={card.buff} amount={card.amount} />
        <LimitTag limit={card.limit} />
      </Tags>
      <CountdownLine target={card.endsAt} now={now} />
      <PriceButton card={card} price={card.price} unavailable={unavailable} />
    </article>
  );
}

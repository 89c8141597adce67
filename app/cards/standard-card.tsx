import {
  Art,
  BuffTag,
  cardFrame,
  CardName,
  CountdownLine,
  DiscountRibbon,
  LimitTag,
  Muted,
  PriceButton,
  Tags,
  useUnavailable,
  type CardProps,
} from '~/cards/card-parts';
import { classNames } from '~/ui/styled';
import * as styles from './standard-card.css';

/**
 * The standard offer: a picture filling the top with the name and description over it, placed by
 * textPosition; imagePosition picks which part of the picture stays in view. Variants change the frame.
 */
export function StandardCard({ card, now, priority }: CardProps<'standard'>) {
  const unavailable = useUnavailable(card.limit, card.endsAt, now);
  const textPosition = card.textPosition ?? 'bottom';
  return (
    <article className={cardFrame({ look: card.variant, soldOut: card.limit?.remaining === 0 })} aria-label={card.name}>
      <div
        className={classNames(styles.stage, { at: textPosition })}
        data-text-position={textPosition}
        data-image-position={card.imagePosition ?? 'center'}
      >
        <Art image={card.image} priority={priority} fit="cover" position={card.imagePosition ?? 'center'} />
        <div className={classNames(styles.stageText)}>
          <CardName>{card.name}</CardName>
          {card.description ? <Muted dir="auto">{card.description}</Muted> : null}
        </div>
      </div>
      <DiscountRibbon price={card.price} />
      <Tags>
        <BuffTag buff={card.buff} />
        <LimitTag limit={card.limit} />
      </Tags>
      <CountdownLine target={card.endsAt} now={now} />
      <PriceButton card={card} price={card.price} unavailable={unavailable} />
    </article>
  );
}

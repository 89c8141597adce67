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
import * as styles from './currency-card.css';

const Amount = styled(CardAmount, styles.amount);
const Centered = styled('div', styles.centered);

/** A pack of the game's own currency: the amount is the headline, the variant sets the material (crystal, coin, fuel). */
export function CurrencyCard({ card, now, priority }: CardProps<'currency'>) {
  const unavailable = useUnavailable(card.limit, card.endsAt, now);
  return (
    <article className={cardFrame({ look: card.variant, soldOut: card.limit?.remaining === 0 })} aria-label={card.name}>
      <DiscountRibbon price={card.price} />
      <Art image={card.image} priority={priority} fallbackIcon="coins" />
      <Centered>
        <Amount>{formatCount(card.amount)}</Amount>
        <CardName>{card.name}</CardName>
        <Tags className={styles.centredTags}>
          <BuffTag buff={card.buff} amount={card.amount} />
          <LimitTag limit={card.limit} />
        </Tags>
        <CountdownLine target={card.endsAt} now={now} />
      </Centered>
      <PriceButton card={card} price={card.price} unavailable={unavailable} />
    </article>
  );
}
